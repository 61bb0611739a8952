/**
 * A worker process killed with SIGKILL half-way through its messages, then started again on the
 * same database (PGlite: the folder; PostgreSQL with TEST_DATABASE_URL: a throw-away database)
 * loses none and records none twice. `npm run bench:jobs` is the same run with 500 messages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from '../api/test-support/harness';
import { killNine } from './test-support/kill-nine';

test('kill -9 of the worker while sending 120 messages: none lost, none recorded twice', async () => {
  const admin = process.env.TEST_DATABASE_URL;
  const pg = admin ? await freshPostgres(admin) : undefined;
  const dir = pg ? undefined : mkdtempSync(path.join(os.tmpdir(), 'schola-kill-worker-'));
  try {
    const result = await killNine(pg ? 'postgres' : 'pglite', pg?.url ?? dir!, 120, 50);
    expect(result).toMatchObject({ distinct: 120, recorded: 120, dead: 0, receivedDistinct: 120 });
    expect(result.killedAt).toBe(50);
    // Outside the database a message in flight at the kill is sent again, at most one per place.
    expect(result.posts - result.receivedDistinct).toBeLessThanOrEqual(8);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  }
}, 120_000);
