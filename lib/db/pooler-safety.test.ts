/**
 * No server code keeps state on its database connection between transactions
 * (pooler-safety.ts), and the check finds each construct that would, so a clean tree means
 * something.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { poolerHazards } from './pooler-safety';

test.each([
  ["select pg_advisory_lock(hashtext('x'))", 'session advisory lock'],
  ['select pg_try_advisory_lock(1)', 'session advisory lock'],
  ['select pg_advisory_unlock(1)', 'cannot be released'],
  ["select set_config('app.school', '3', false)", 'sets the session'],
  ["await client.query('SET search_path TO other')", 'SET changes the session'],
  ['sql`set statement_timeout = 5000`', 'SET changes the session'],
  ["client.query('LISTEN jobs')", 'LISTEN'],
  ['create temporary table staged (id int)', 'ON COMMIT DROP'],
  ['declare c cursor with hold for select 1', 'WITH HOLD'],
  ["client.query('PREPARE q AS select 1')", 'PREPARE'],
])('%s is a hazard (%s)', (line, why) => {
  expect(poolerHazards(`const a = 1;\n${line}\n`)).toEqual([expect.stringMatching(`^2: .*${why}`)]);
});

test.each([
  "sql`select pg_advisory_xact_lock(hashtext('jobs'), 3)`",
  "select set_config('app.school', '3', true)",
  "await connection.query('set local cursor_tuple_fraction = 1')",
  'sql`SET TRANSACTION ISOLATION LEVEL SERIALIZABLE`',
  'sql`set constraints all deferred`',
  'create temporary table staged (id int) on commit drop',
  "db.update(students).set({ status: 'left' })",
  'select name from pg_prepared_statements',
  '// teachers listen to the bell',
  ' * the cursors are declared WITH HOLD on PGlite',
  '  // SET search_path TO other would leak',
])('%s is not', (line) => {
  expect(poolerHazards(line)).toEqual([]);
});

/** Every TypeScript file of the server's code, tests left out (they may hold a session on purpose). */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : serverSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Hazards on purpose, each with its reason: on PGlite (one connection in the process, never
 * behind a pooler) an export's cursor is held past its transaction so other requests can run.
 */
const ON_PURPOSE = [
  'lib/api/http/snapshot.ts: a cursor WITH HOLD outlives the transaction',
  'lib/api/modules/backup/snapshot-tables.ts: a cursor WITH HOLD outlives the transaction',
];

test('no server code keeps state on its connection between transactions', () => {
  const root = process.cwd();
  const files = ['lib', 'app', 'scripts']
    .flatMap((dir) => serverSources(path.join(root, dir)))
    .filter((file) => !file.endsWith(path.join('lib', 'db', 'pooler-safety.ts')));
  expect(files.length).toBeGreaterThan(300);
  const found = files.flatMap((file) =>
    poolerHazards(readFileSync(file, 'utf8')).map(
      (h) => `${path.relative(root, file)}: ${h.replace(/^\d+: /, '')}`,
    ),
  );
  expect(found.filter((h) => !ON_PURPOSE.includes(h))).toEqual([]);
  // Each exemption still names a real line: one that goes away is taken off the list.
  expect(ON_PURPOSE.filter((h) => !found.includes(h))).toEqual([]);
});
