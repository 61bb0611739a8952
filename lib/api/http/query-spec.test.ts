/**
 * A list's unfiltered page (queriesOf's page: on a large table a window of first ids, and a
 * named prepared statement on PostgreSQL) must give what the list's plain query gives: every
 * sort in both directions, several pages, two schools asked in turn (a page named for one
 * school must never answer for another), and with readAhead.
 */
import { inArray } from 'drizzle-orm';
import { schools } from '../../db/schema';
import { expenseList } from '../modules/expenses/lists';
import { studentList } from '../modules/people/student-queries';
import { startTestApi, type TestApi } from '../test-support/harness';
import type { ListParams, TotalMode } from './list';
import type { ListQueries } from './query-spec';
import { defined } from '../../test-support/defined';

let t: TestApi;
let schoolIds: number[];

beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
  const rows = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(inArray(schools.subdomain, ['riverside', 'hillcrest']));
  schoolIds = rows.map((row) => row.id);
  expect(schoolIds).toHaveLength(2);
});
afterAll(() => t.close());

const paramsOf = (sort: string | undefined, page: number) => ({
  page,
  per_page: 7,
  sort,
  format: 'json' as const,
  total: 'omit' as TotalMode,
});

async function compare(queries: ListQueries<{ id: number }, ListParams>, sorts: string[]) {
  let compared = 0;
  for (const sort of [undefined, ...sorts.flatMap((s) => [s, `-${s}`])])
    for (const page of [1, 2, 3])
      for (const schoolId of schoolIds) {
        const params = paramsOf(sort, page);
        const paged = await queries.page(t.handle.db, schoolId, params, 1);
        const plain = await queries
          .ordered(t.handle.db, schoolId, params)
          .limit(8)
          .offset((page - 1) * 7);
        expect({ sort, page, schoolId, rows: paged }).toStrictEqual({
          sort,
          page,
          schoolId,
          rows: plain,
        });
        compared += plain.length;
      }
  return compared;
}

test('students: every sort, three pages, both schools in turn', async () => {
  const sorts = ['name', 'admission_no', 'roll_number', 'admission_date', 'created_at'];
  expect(await compare(studentList.queries as never, sorts)).toBeGreaterThan(100);
});

test('expenses: the default sort and each named one', async () => {
  expect(
    await compare(expenseList.queries as never, ['date', 'amount', 'title', 'category']),
  ).toBeGreaterThan(20);
});

test("one school's pages never hold another's rows", async () => {
  const [first, second] = await Promise.all(
    schoolIds.map((id) => studentList.queries.page(t.handle.db, id, paramsOf(undefined, 1))),
  );
  const ids = new Set(defined(first, "the first school's page").map((s) => s.id));
  const other = defined(second, "the second school's page");
  expect(other.length).toBeGreaterThan(0);
  expect(other.some((s) => ids.has(s.id))).toBe(false);
});
