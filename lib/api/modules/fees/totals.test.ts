/**
 * The per-student totals the database keeps (fee_student_totals, drizzle/0017 and 0019) after
 * writes in bulk, against a recount from scratch in TypeScript: every student's own ledger lines
 * through `balanceOf` and `dueState`, not the SQL recount the triggers run. Three ways the
 * ledger grows by many lines at once: the API's assignment in batches (several INSERTs of 2,000
 * lines per call), a set-based INSERT … SELECT of payments and their lines touching hundreds of
 * students in one statement (what `npm run bench` does to seed 500,000 dues and payments), and
 * two payments for the same student at the same moment.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { feeLedger, feeStudentTotals, schools, students, users } from '../../../db/schema';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { studentBody } from '../people/test-support';
import { balanceOf, balanceOfSums, dueState, type LedgerLine } from './rules';
import { figures } from './summary';
import {
  classWithSection,
  lineColumns,
  okCaller,
  reversedJoin,
  reversedLine,
} from './test-support';
import { defined } from '../../../test-support/defined';

let t: TestApi;
const R = { school: 'riverside' };
let admin: string;
let accountant: string;
let schoolId: number;
let sessionId: number;
let tuitionId: number;
let classId: number;
let sectionId: number;

const ok = (...args: Parameters<ReturnType<typeof okCaller>>) => okCaller(t)(...args);

/** Enough students that one assign call writes more than one INSERT of 2,000 lines. */
const STUDENTS = 700;
const INSTALLMENTS = 4;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  accountant = await t.login('accountant@riverside.test');
  const meta = await ok('GET', '/api/meta-data', { token: admin });
  sessionId = meta.session_year_all.find((s: { default: number }) => s.default === 1).id;
  tuitionId = meta.feesType.find((f: { name: string }) => f.name === 'Tuition').id;
  [classId, sectionId] = await classWithSection(ok, admin, meta.mediums[0].id, 'Totals class');
  const school = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, 'riverside'))
    .then((rows) => defined(rows[0], 'the riverside school'));
  schoolId = school.id;
  // The class filled in one statement, as the bench does (admitting 700 through the API is slow).
  await t.handle.db
    .execute(sql`insert into students (school_id, admission_no, first_name, last_name,
      gender, date_of_birth, admission_date, class_section_id, session_year_id)
    select ${schoolId}::int, ${unique('TOT')} || '-' || g, 'Bulk', 'Student ' || g, 'female',
      date '2015-01-01', date '2026-06-01', ${sectionId}::int, ${sessionId}::int
    from generate_series(1, ${STUDENTS}) g`);
});
afterAll(() => t.close());

type Kept = { figures: ReturnType<typeof figures>; owingSince: string | null };

/** Each student's totals recounted here from their lines, keyed `session:student`. */
async function recountFromScratch(): Promise<Map<string, Kept>> {
  const rows = await t.handle.db
    .select({
      sessionYearId: feeLedger.sessionYearId,
      studentId: feeLedger.studentId,
      ...lineColumns,
    })
    .from(feeLedger)
    .leftJoin(reversedLine, reversedJoin)
    .where(eq(feeLedger.schoolId, schoolId))
    .orderBy(asc(feeLedger.id));
  const byStudent = new Map<string, (LedgerLine & { dueDate: string | null })[]>();
  for (const { sessionYearId, studentId, ...line } of rows) {
    const key = `${sessionYearId}:${studentId}`;
    byStudent.set(key, [...(byStudent.get(key) ?? []), line]);
  }
  const kept = new Map<string, Kept>();
  for (const [key, lines] of byStudent) {
    const owing = lines
      .filter((l) => l.kind === 'due' && dueState(l, lines).outstanding > 0)
      .map((l) => l.dueDate!)
      .sort();
    kept.set(key, { figures: figures(balanceOf(lines)), owingSince: owing[0] ?? null });
  }
  return kept;
}

/** What the database keeps, in the same shape. */
async function keptTotals(): Promise<Map<string, Kept>> {
  const rows = await t.handle.db
    .select()
    .from(feeStudentTotals)
    .where(eq(feeStudentTotals.schoolId, schoolId));
  return new Map(
    rows.map((r) => [
      `${r.sessionYearId}:${r.studentId}`,
      {
        figures: figures(
          balanceOfSums({
            due: r.dueSum,
            lateFee: r.lateFeeSum,
            waiver: r.waiverSum,
            payment: r.paymentSum,
            advance: r.advanceSum,
            advanceUsed: r.advanceUsedSum,
            refund: r.refundSum,
            refundAdvance: r.refundAdvanceSum,
          }),
        ),
        owingSince: r.owingSince,
      },
    ]),
  );
}

async function expectTotalsToEqualARecount() {
  const expected = await recountFromScratch();
  expect(expected.size).toBeGreaterThanOrEqual(STUDENTS);
  expect(await keptTotals()).toEqual(expected);
}

let structureId: number;

test('assigning a structure in batches keeps every student’s totals', async () => {
  structureId = (
    await ok('POST', '/api/fee-structures', {
      token: accountant,
      body: {
        name: unique('Totals fees'),
        session_year_id: sessionId,
        class_ids: [classId],
        due_date: '2026-07-01',
        lines: [{ fee_type_id: tuitionId, amount: 40000, optional: false }],
        installments: Array.from({ length: INSTALLMENTS }, (_, i) => ({
          name: `Term ${i + 1}`,
          due_date: `2026-${String(7 + i).padStart(2, '0')}-01`,
          amount: 10000,
        })),
      },
    })
  ).id;
  // 600 then 100 students: the first call inserts 2,400 lines in two statements.
  let after = 0;
  let created = 0;
  for (;;) {
    const batch = await ok('POST', `/api/fee-structures/${structureId}/assign`, {
      token: accountant,
      body: { after_student_id: after, batch_size: 600 },
    });
    created += batch.dues_created;
    if (batch.next_after === null) break;
    after = batch.next_after;
  }
  expect(created).toBe(STUDENTS * INSTALLMENTS);
  await expectTotalsToEqualARecount();
});

test('payments written by one INSERT … SELECT for hundreds of students keep their totals', async () => {
  const collector = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.schoolId, schoolId))
    .limit(1)
    .then((rows) => defined(rows[0], 'a riverside user'));
  // Per due of the class, by its rank modulo 7 (each student's four dues are consecutive, so some
  // students pay everything): nothing, part, more than it (the excess owing nothing), or all.
  const dues = sql`(select l.id as due_id, l.student_id, l.amount,
      row_number() over (order by l.id) as n
    from fee_ledger l
    join students s on s.school_id = l.school_id and s.id = l.student_id
    where l.school_id = ${schoolId} and l.kind = 'due' and s.class_section_id = ${sectionId})`;
  const paid = sql`(case d.n % 7 when 0 then 0 when 1 then 2500 when 2 then d.amount + 700 else d.amount end)`;
  await t.handle.db.execute(sql`insert into fee_payments (school_id, receipt_no, student_id,
      session_year_id, paid_on, amount, method, collected_by_user_id)
    select ${schoolId}::int, 5000000 + d.n, d.student_id, ${sessionId}::int,
      date '2026-07-01' + (d.n % 120)::int, ${paid}, 'cash', ${collector.id}::int
    from ${dues} d where ${paid} > 0`);
  await t.handle.db.execute(sql`insert into fee_ledger (school_id, student_id,
      session_year_id, kind, amount, due_id, payment_id, label, posted_on)
    select ${schoolId}::int, d.student_id, ${sessionId}::int, 'payment', -p.amount, d.due_id, p.id,
      'Bulk payment', p.paid_on
    from ${dues} d
    join fee_payments p on p.school_id = ${schoolId} and p.receipt_no = 5000000 + d.n`);
  const { lines } = await t.handle.db
    .select({ lines: sql<number>`count(*)`.mapWith(Number) })
    .from(feeLedger)
    .where(and(eq(feeLedger.schoolId, schoolId), eq(feeLedger.label, 'Bulk payment')))
    .then((rows) => defined(rows[0], 'a count'));
  expect(lines).toBe(STUDENTS * INSTALLMENTS - Math.floor((STUDENTS * INSTALLMENTS) / 7));
  await expectTotalsToEqualARecount();
  // Some students owe nothing any more, others still do from their first unpaid term.
  const kept = [...(await keptTotals()).values()];
  expect(kept.some((k) => k.owingSince === null)).toBe(true);
  expect(kept.some((k) => k.owingSince !== null)).toBe(true);
});

test('two payments for the same student at the same moment are both counted', async () => {
  const student = await t.handle.db
    .select({ id: sql<number>`min(${students.id})`.mapWith(Number) })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.classSectionId, sectionId)))
    .then((rows) => defined(rows[0], 'the first student of the class'));
  const before = (await keptTotals()).get(`${sessionId}:${student.id}`)!;
  const results = await Promise.all(
    [1200, 3400].map((amount) =>
      t.call('POST', '/api/fee-payments', {
        ...R,
        token: accountant,
        body: { student_id: student.id, amount, method: 'cash', keep_advance: true },
      }),
    ),
  );
  expect(results.map((r) => r.status)).toEqual([200, 200]);
  const after = (await keptTotals()).get(`${sessionId}:${student.id}`)!;
  expect(after.figures.collected).toBe(before.figures.collected + 4600);
  await expectTotalsToEqualARecount();
});

test('a later admission into the class is charged and counted too', async () => {
  const late = (await ok('POST', '/api/students', { token: admin, body: studentBody(sectionId) }))
    .id as number;
  const kept = (await keptTotals()).get(`${sessionId}:${late}`)!;
  expect(kept.figures.total_due).toBe(INSTALLMENTS * 10000);
  await expectTotalsToEqualARecount();
});
