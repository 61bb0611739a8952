/**
 * What `npm run bench:load` watches while the load runs: a probe asking one path every half
 * second, each allowed 2 s (the login page through `next start`, checked to show the school;
 * /api/health against the API alone), and the load's answers sorted by status with their
 * latencies, so that refusals (503) and successes are measured apart.
 */
import { percentile } from './measure';
import { hostFetch } from './browser-path';

export const PROBE_EVERY_MS = 500;
export const PROBE_WITHIN_MS = 2000;

export type ProbeFigures = { probes: number; answered: number; slowestMs: number };

/**
 * Asks `url` every PROBE_EVERY_MS until stopped; a probe is answered when it comes within
 * PROBE_WITHIN_MS with status 200 and a body that `shows` accepts.
 */
export function probeEvery(
  url: string,
  headers: Record<string, string>,
  shows: (body: string) => boolean,
) {
  const figures: ProbeFigures = { probes: 0, answered: 0, slowestMs: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      figures.probes++;
      try {
        const res = await Promise.race([
          hostFetch(url, { headers }),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('late')), PROBE_WITHIN_MS),
          ),
        ]);
        const took = performance.now() - started;
        if (res.status === 200 && shows(await res.text()) && took <= PROBE_WITHIN_MS)
          figures.answered++;
      } catch {
        // late or failed: not answered
      }
      figures.slowestMs = Math.max(figures.slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return figures;
    },
  };
}

/** The load's answers by status class, with the latency of each (ms). */
export class AnswersByStatus {
  readonly ok: number[] = [];
  readonly busy: number[] = [];
  other = 0;

  record(status: number, latencyMs: number) {
    if (status >= 200 && status < 300) this.ok.push(latencyMs);
    else if (status === 503) this.busy.push(latencyMs);
    else this.other++;
  }

  figures() {
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const [ok, busy] = [sorted(this.ok), sorted(this.busy)];
    return {
      completed: ok.length + busy.length + this.other,
      ok: ok.length,
      unavailable: busy.length,
      other: this.other,
      busyP50: percentile(busy, 50),
      busyP99: percentile(busy, 99),
      okP99: percentile(ok, 99),
    };
  }
}
