/**
 * A list's page as the JSON list promises it (a bigint sum a number, a timestamp a Date, read
 * through Drizzle's own mapping), and on PostgreSQL a named prepared statement, unnamed when
 * the URL says so (lib/db/statements.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { statementMode } from '../../db/statements';
import { schools } from '../../db/schema';
import { runQueries } from '../modules/payroll/run-queries';
import { studentList } from '../modules/people/student-queries';
import { startTestApi, type TestApi } from '../test-support/harness';
import { defined } from '../../test-support/defined';

let t: TestApi;
let schoolId: number;

beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
  schoolId = defined(
    (
      await t.handle.db
        .select({ id: schools.id })
        .from(schools)
        .where(eq(schools.subdomain, 'riverside'))
    )[0],
    'riverside',
  ).id;
});
afterAll(() => t.close());

test('a bigint sum is a number and a timestamp a Date, as the JSON list promises', async () => {
  const params = { page: 1, per_page: 100, format: 'json', total: 'omit' } as const;
  const rows = await runQueries.page(t.handle.db, schoolId, params);
  const finalised = rows.find((run) => run.finalised_at !== null);
  expect(finalised).toBeDefined();
  expect(typeof finalised!.total_net).toBe('number');
  expect(finalised!.finalised_at).toBeInstanceOf(Date);
});

// PGlite has one connection and keeps no names: skipped there.
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres(
  'a first page is a named statement on PostgreSQL, unnamed when the URL says so',
  async () => {
    const params = studentList.query.parse({});
    const names = await t.handle.db.transaction(async (tx) => {
      // The transaction's connection runs the page, then tells what it holds.
      await studentList.queries.page(tx, schoolId, params, 1);
      return tx
        .select({ name: sql<string>`name` })
        .from(sql`pg_prepared_statements`)
        .where(sql`name like 'b\\_%'`);
    });
    const named = statementMode(process.env.TEST_DATABASE_URL!).named;
    expect(names.length > 0).toBe(named);
  },
);
