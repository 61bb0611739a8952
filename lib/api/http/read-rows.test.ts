/**
 * readRows gives the rows Drizzle's own mapping gives, value for value and type for type:
 * students (columns, name sub-selects, dates as text), payroll runs (a bigint sum read as a
 * number, timestamps as Date) and expenses (money, joins), from the whole demo.
 */
import { eq, sql } from 'drizzle-orm';
import { statementMode } from '../../db/statements';
import { schools } from '../../db/schema';
import { expenseList } from '../modules/expenses/lists';
import { runQueries } from '../modules/payroll/run-queries';
import { studentList } from '../modules/people/student-queries';
import { startTestApi, type TestApi } from '../test-support/harness';
import type { ListQueries } from './query-spec';
import { readRows } from './read-rows';

let t: TestApi;
let schoolId: number;

beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
  [{ id: schoolId }] = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, 'riverside'));
});
afterAll(() => t.close());

/** The same query read both ways; the rows of the demo's first 100. */
async function bothWays<R, P>(
  queries: ListQueries<R, P & { page: number; per_page: number; format: 'json'; total: 'omit' }>,
  params: P,
) {
  const query = () =>
    queries
      .ordered(t.handle.db, schoolId, {
        page: 1,
        per_page: 100,
        format: 'json',
        total: 'omit',
        ...params,
      })
      .limit(100)
      .offset(0);
  return { drizzle: await query(), read: await readRows(t.handle.db, query()) };
}

test.each([
  ['students', studentList.queries, {}],
  ['payroll runs', runQueries, {}],
  ['expenses', expenseList.queries, {}],
] as const)('%s: the same rows as Drizzle maps them', async (_name, queries, params) => {
  const { drizzle, read } = await bothWays(queries as never, params);
  expect(drizzle.length).toBeGreaterThan(0);
  expect(read).toStrictEqual(drizzle);
});

test('a bigint sum is a number and a timestamp a Date, as the JSON list promises', async () => {
  const { read } = await bothWays(runQueries as never, {});
  const finalised = (read as { total_net: unknown; finalised_at: unknown }[]).find(
    (run) => run.finalised_at !== null,
  );
  expect(finalised).toBeDefined();
  expect(typeof finalised!.total_net).toBe('number');
  expect(finalised!.finalised_at).toBeInstanceOf(Date);
});

// PGlite has one connection and keeps no names: skipped there.
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres(
  'a page built once is a named statement on PostgreSQL, unnamed when the URL says so',
  async () => {
    const params = studentList.query.parse({});
    const names = await t.handle.db.transaction(async (tx) => {
      // The transaction's connection runs the page, then tells what it holds.
      await studentList.queries.page(tx, schoolId, params, 1);
      const held = await tx.execute(
        sql`select name from pg_prepared_statements where name like 'b\_%'`,
      );
      return (held as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    });
    const named = statementMode(process.env.TEST_DATABASE_URL!).named;
    expect(names.length > 0).toBe(named);
  },
);
