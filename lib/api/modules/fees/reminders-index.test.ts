/**
 * The daily fee reminders read a school's dues of one date (reminders.ts `owingOn`) and the
 * schools with dues near today (`remindAllSchools`): both go through `fee_ledger_due_date_idx`
 * rather than the school's whole ledger. Checked with EXPLAIN on a ledger of 60,000 dues (on
 * PostgreSQL with TEST_DATABASE_URL, analysed; PGlite is never analysed and chooses the same).
 */
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { schoolIdOf } from '../attendance/test-support/helpers';
import { metaIds, sectionOf, studentBody } from '../people/test-support';

let t: TestApi;
let schoolId: number;
beforeAll(async () => {
  t = await startTestApi();
  schoolId = await schoolIdOf(t, 'riverside');
  const admin = await t.login('admin@riverside.test');
  const section = sectionOf(await metaIds(t, admin, 'riverside'), 0).id;
  const student = await t.call('POST', '/api/students', {
    school: 'riverside',
    token: admin,
    body: studentBody(section),
  });
  expect(student.status).toBe(200);
  // 60,000 more dues over a year, on the school's first student and session year.
  await t.handle.db.execute(sql`insert into fee_ledger (school_id, student_id, session_year_id,
      kind, amount, label, due_date, posted_on)
    select l.school_id, l.student_id, l.session_year_id,
      'due', 100, 'Bench due', date '2026-01-01' + (g % 365), date '2026-01-01'
    from (select s.school_id, s.id as student_id, y.id as session_year_id
      from students s join session_years y on y.school_id = s.school_id
      where s.school_id = ${schoolId} and s.id = ${student.body.data.id} limit 1) l,
      generate_series(1, 60000) g`);
  await t.handle.db.execute(sql`analyze fee_ledger`);
}, 120_000);
afterAll(() => t.close());

const plan = async (query: ReturnType<typeof sql>) =>
  (
    (await t.handle.db.execute(sql`explain ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    }
  ).rows
    .map((r) => r['QUERY PLAN'])
    .join('\n');

test("a school's dues of one date are read through the due-date index", async () => {
  expect(
    await plan(sql`select student_id, label from fee_ledger
      where school_id = ${schoolId} and kind = 'due' and due_date = '2026-06-01'`),
  ).toContain('fee_ledger_due_date_idx');
});

test('the schools with dues around today are found through it too', async () => {
  expect(
    await plan(sql`select distinct school_id from fee_ledger
      where kind = 'due' and due_date between '2026-03-01' and '2026-03-10'`),
  ).toContain('fee_ledger_due_date_idx');
});
