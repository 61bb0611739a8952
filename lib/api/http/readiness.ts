/**
 * Readiness (`GET /api/ready`): the database answers `select 1` within a second. Liveness
 * (`/api/health`) only says the process runs; a load balancer needs both, because a process
 * can run while its database cannot be opened (another process holds the embedded database's
 * lock) or does not answer (PostgreSQL down or stuck), and such an instance must be taken out.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const READY_WITHIN_MS = 1000;

export type Readiness =
  | { ready: true; tookMs: number }
  | { ready: false; reason: 'database-unavailable' | 'database-slow'; message: string };

/** Opens (if need be) and asks the database; never throws. `detail` receives what went wrong. */
export async function checkReadiness(
  database: () => Promise<Database>,
  withinMs = READY_WITHIN_MS,
  detail: (error: unknown) => void = () => {},
): Promise<Readiness> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), withinMs);
  });
  const asked = database()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => 'answered' as const,
      (error: unknown) => {
        detail(error);
        return 'failed' as const;
      },
    );
  const outcome = await Promise.race([asked, late]);
  clearTimeout(timer);
  if (outcome === 'answered') return { ready: true, tookMs: performance.now() - started };
  if (outcome === 'late')
    return {
      ready: false,
      reason: 'database-slow',
      message: `The database did not answer within ${withinMs} ms.`,
    };
  return {
    ready: false,
    reason: 'database-unavailable',
    message: 'The database cannot be opened or reached.',
  };
}
