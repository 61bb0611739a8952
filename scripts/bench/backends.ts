/**
 * What every part of `npm run bench` does the same way: run once on a fresh PGlite folder and,
 * when a server URL is given, once on a fresh PostgreSQL database, each dropped afterwards; and
 * sign in as the demo admin of riverside on an in-process API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createApi, type Api } from '../../lib/api/app';
import { DEMO_PASSWORD } from '../../lib/api/seed';
import { openDatabase, type Database, type DatabaseHandle } from '../../lib/db/client';
import { schools } from '../../lib/db/schema';
import { defined } from '../../lib/test-support/defined';
import { freshPostgres } from './postgres';

export type Backend = 'pglite' | 'postgres';

/**
 * `part` names the temporary PGlite folder; results come back in backend order. `run` is told
 * the PostgreSQL database's URL (for servers of its own); BENCH_SKIP_PGLITE=1 leaves PGlite out.
 */
export async function onEachBackend<T>(
  part: string,
  adminUrl: string | undefined,
  run: (backend: Backend, handle: DatabaseHandle, url?: string) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  if (!process.env.BENCH_SKIP_PGLITE) {
    const pgliteDir = mkdtempSync(path.join(os.tmpdir(), `schola-bench-${part}-`));
    const pglite = await openDatabase({ pgliteDir });
    try {
      results.push(await run('pglite', pglite));
    } finally {
      await pglite.close();
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  if (adminUrl) {
    const pg = await freshPostgres(adminUrl);
    const handle = await openDatabase({ url: pg.url });
    try {
      results.push(await run('postgres', handle, pg.url));
    } finally {
      await handle.close();
      await pg.drop();
    }
  }
  return results;
}

/** The demo school every part fills (riverside), or another by its subdomain. */
export async function demoSchool(db: Database, subdomain = 'riverside') {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, subdomain));
  return defined(school, `the demo school ${subdomain}`);
}

export type BenchSession = { api: Api; headers: Record<string, string> };

/** An in-process API over `handle` and the headers of riverside's signed-in demo admin. */
export async function adminSession(
  handle: DatabaseHandle,
  storageDir: string,
): Promise<BenchSession> {
  const api = createApi({
    database: async () => handle.db,
    // The secret backups are signed with (a restore refuses an archive signed otherwise).
    config: { appHost: 'bench.test', tokenTtlHours: 24, storageDir, sessionSecret: 'b'.repeat(32) },
  });
  const login = await api.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Subdomain': 'riverside' },
    body: JSON.stringify({ email: 'admin@riverside.test', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  return {
    api,
    headers: { Authorization: `Bearer ${data.token}`, 'X-Subdomain': 'riverside' },
  };
}
