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

/** What a load run saw: every latency (ms, in finishing order), its non-2xx count and its length in s. */
export type Samples = { latencies: number[]; errors: number; seconds: number };

/** Calls `send` from `connections` concurrent workers for `seconds`; non-2xx answers count as errors. */
export async function loadInProcess(
  send: () => Promise<Response>,
  { connections = 10, seconds = 5, warmup = 50 } = {},
): Promise<Samples> {
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
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

/** The figures of one run, or of several runs pooled into one set of samples. */
export function figuresOf(runs: Samples[]): Figures {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    requests: latencies.length,
    reqPerSec: seconds ? latencies.length / seconds : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** Calls `send` from `connections` concurrent workers for `seconds`; non-2xx answers count as errors. */
export async function measureInProcess(
  send: () => Promise<Response>,
  options: { connections?: number; seconds?: number; warmup?: number } = {},
): Promise<Figures> {
  return figuresOf([await loadInProcess(send, options)]);
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
