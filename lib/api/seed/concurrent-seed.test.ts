/**
 * Two instances started at once on an empty database both seed the demo (lib/server/runtime.ts):
 * each school is made once, and neither start-up fails. On PostgreSQL the two run on two
 * connections at once; before the seed took its lock, the second failed on a duplicate key.
 */
import { count } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { providerUsers, schools } from '../../db/schema';
import { startTestApi, type TestApi } from '../test-support/harness';
import { seedDemo } from '.';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: false });
});
afterAll(() => t.close());

test('two seeds at once make each demo school once, and both succeed', async () => {
  const storage = () => mkdtempSync(path.join(os.tmpdir(), 'schola-seed-'));
  const results = await Promise.allSettled([
    seedDemo(t.handle.db, storage(), { life: false }),
    seedDemo(t.handle.db, storage(), { life: false }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
  const created = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  expect(created.sort()).toEqual(['hillcrest', 'riverside']);
  const [schoolCount] = await t.handle.db.select({ n: count() }).from(schools);
  const [providers] = await t.handle.db.select({ n: count() }).from(providerUsers);
  expect([schoolCount?.n, providers?.n]).toEqual([2, 1]);
});
