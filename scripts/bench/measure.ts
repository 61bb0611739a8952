/** Load measurement: a fixed-concurrency loop in-process, autocannon over HTTP; same figures for both. */
import autocannon from 'autocannon';

export type Figures = {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
};

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Calls `send` from `connections` concurrent workers for `seconds`; non-2xx answers count as errors. */
export async function measureInProcess(
  send: () => Promise<Response>,
  { connections = 10, seconds = 5, warmup = 50 } = {},
): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await (await send()).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await send();
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status >= 300) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

export async function measureHttp(
  url: string,
  headers: Record<string, string>,
  { connections = 10, seconds = 5 } = {},
): Promise<Figures> {
  await autocannon({ url, headers, connections, duration: 1 }); // warm-up
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}
