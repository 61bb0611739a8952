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
  return sorted[Math.max(0, index)] ?? 0;
}

/** What a load run saw: every latency (ms, in finishing order), its non-2xx count and its length in s. */
export type Samples = { latencies: number[]; errors: number; seconds: number };

/**
 * Calls `send` from `connections` concurrent workers for `seconds`; non-2xx answers count as
 * errors. A warm-up of `warmupSeconds` at the same concurrency goes first and is not counted,
 * as measureHttp's does: the first second of a new path is mostly V8 compiling it (a list's
 * p99 fell from 75 to 50 ms between the first and the third 5 s run of one process). A part
 * whose calls change what later calls do asks instead for `warmupRequests`, one at a time.
 */
export async function loadInProcess(
  send: () => Promise<Response>,
  { connections = 10, seconds = 5, warmupSeconds = 1, warmupRequests = 0 } = {},
): Promise<Samples> {
  for (let i = 0; i < warmupRequests; i++) await (await send()).arrayBuffer();
  if (warmupSeconds > 0) await loop(send, connections, warmupSeconds);
  const started = performance.now();
  const { latencies, errors } = await loop(send, connections, seconds);
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

async function loop(send: () => Promise<Response>, connections: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
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
  return { latencies, errors };
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
  options: Parameters<typeof loadInProcess>[1] = {},
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
