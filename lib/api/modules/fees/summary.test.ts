/**
 * The fee summary — read from the totals the database keeps by trigger — against the ledger
 * itself. After assignment, partial payments (one posting a late fee), a waiver, a cancelled
 * payment, a custom fee and an advance used on a later due, the school's figures are every
 * student's balance summed (`balanceOf` over the student's own lines), per class by the
 * student's current class; the overdue students and the months agree; a transfer moves the
 * student's figures to the new class; and the triggers' running figures equal a recount from
 * scratch (the migration's backfill). The demo's own fees are part of every comparison.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { todayIn } from '../../../calendar';
import {
  classSections,
  feeCollectionMonths,
  feeLedger,
  feePaymentCancellations,
  feePayments,
  feeStudentTotals,
  schools,
  students,
} from '../../../db/schema';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { studentBody } from '../people/test-support';
import { cancellationOfPayment } from './ledger';
import { balanceOf, dueState, type LedgerLine } from './rules';
import { figures } from './summary';
import {
  classWithSection as newClassWithSection,
  lineColumns,
  okCaller,
  reversedJoin,
  reversedLine,
} from './test-support';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let admin: string;
let accountant: string;
let schoolId: number;
let sessionId: number;
let timeZone: string;
let tuitionId: number;
let classA: number;
let classB: number;
let sectionA: number;
let sectionB: number;

const ok = (...args: Parameters<ReturnType<typeof okCaller>>) => okCaller(t)(...args);
const classWithSection = (mediumId: number) =>
  newClassWithSection(ok, admin, mediumId, 'Summary class');

beforeAll(async () => {
  t = await startTestApi({ seed: 'life' }); // the demo's fees: structures, payments, a cancellation
  admin = await t.login('admin@riverside.test');
  accountant = await t.login('accountant@riverside.test');
  const meta = await ok('GET', '/api/meta-data', { token: admin });
  sessionId = meta.session_year_all.find((s: { default: number }) => s.default === 1).id;
  tuitionId = meta.feesType.find((f: { name: string }) => f.name === 'Tuition').id;
  [classA, sectionA] = await classWithSection(meta.mediums[0].id);
  [classB, sectionB] = await classWithSection(meta.mediums[0].id);
  timeZone = (await ok('GET', '/api/me', { token: admin })).user.school.timezone;
  const school = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, 'riverside'))
    .then((rows) => defined(rows[0], 'the riverside school'));
  schoolId = school.id;
});
afterAll(() => t.close());

type Figures = ReturnType<typeof figures>;
type ClassFigures = Figures & { class_id: number; class_name: string };
/** The six figures of a summary or of one of its classes. */
const pick = (f: Figures): Figures => ({
  total_due: f.total_due,
  collected: f.collected,
  waived: f.waived,
  late_fees: f.late_fees,
  advance: f.advance,
  refunded: f.refunded,
  outstanding: f.outstanding,
});
const classOf = (summary: { per_class: ClassFigures[] }, classId: number) =>
  pick(summary.per_class.find((c) => c.class_id === classId)!);

/** Every student's lines of the session, straight from the ledger, with their current class. */
async function ledgerByStudent() {
  const rows = await t.handle.db
    .select({
      studentId: feeLedger.studentId,
      classId: classSections.classId,
      ...lineColumns,
    })
    .from(feeLedger)
    .innerJoin(
      students,
      and(eq(students.schoolId, feeLedger.schoolId), eq(students.id, feeLedger.studentId)),
    )
    .leftJoin(
      classSections,
      and(
        eq(classSections.schoolId, students.schoolId),
        eq(classSections.id, students.classSectionId),
      ),
    )
    .leftJoin(reversedLine, reversedJoin)
    .where(and(eq(feeLedger.schoolId, schoolId), eq(feeLedger.sessionYearId, sessionId)))
    .orderBy(asc(feeLedger.id));
  const byStudent = new Map<
    number,
    { classId: number | null; lines: (LedgerLine & { dueDate: string | null })[] }
  >();
  for (const { studentId, classId, ...line } of rows) {
    const entry = byStudent.get(studentId) ?? { classId, lines: [] };
    entry.lines.push(line);
    byStudent.set(studentId, entry);
  }
  return byStudent;
}

const balanceOfStudent = async (studentId: number) =>
  figures(balanceOf((await ledgerByStudent()).get(studentId)!.lines));

const add = (a: Figures, b: Figures, sign = 1): Figures => ({
  total_due: a.total_due + sign * b.total_due,
  collected: a.collected + sign * b.collected,
  waived: a.waived + sign * b.waived,
  late_fees: a.late_fees + sign * b.late_fees,
  advance: a.advance + sign * b.advance,
  refunded: a.refunded + sign * b.refunded,
  outstanding: a.outstanding + sign * b.outstanding,
});
const NOTHING = figures(balanceOf([]));

/** The summary equals what each student's own lines say, summed (by class, and for the school). */
async function expectSummaryToMatchTheLedger() {
  const summary = await ok('GET', '/api/fees/fee-summary', { token: accountant });
  const today = todayIn(timeZone);
  const perClass = new Map<number, Figures>();
  let overdue = 0;
  for (const { classId, lines } of (await ledgerByStudent()).values()) {
    if (classId !== null)
      perClass.set(classId, add(perClass.get(classId) ?? NOTHING, figures(balanceOf(lines))));
    const late = lines.filter(
      (l) =>
        l.kind === 'due' &&
        l.dueDate !== null &&
        l.dueDate < today &&
        dueState(l, lines).outstanding > 0,
    );
    if (late.length) overdue += 1;
  }
  const classes = (summary.per_class as ClassFigures[]).map((c) => [c.class_id, pick(c)]);
  expect(new Map(classes as [number, Figures][])).toEqual(perClass);
  expect(pick(summary)).toEqual([...perClass.values()].reduce((a, b) => add(a, b), NOTHING));
  expect(summary.overdue_students).toBe(overdue);

  const months = await t.handle.db
    .select({
      month: sql<string>`to_char(${feePayments.paidOn}, 'YYYY-MM')`,
      collected: sql<number>`sum(${feePayments.amount})`.mapWith(Number),
    })
    .from(feePayments)
    .leftJoin(feePaymentCancellations, cancellationOfPayment)
    .where(
      and(
        eq(feePayments.schoolId, schoolId),
        eq(feePayments.sessionYearId, sessionId),
        sql`${feePaymentCancellations.paymentId} is null`,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  expect(summary.per_month).toEqual(months);
  return summary;
}

const DUE = '2026-09-01';
let first: number;

test('the summary is every student’s balance summed, by current class, after every kind of line', async () => {
  const admit = async () =>
    (await ok('POST', '/api/students', { token: admin, body: studentBody(sectionA) })).id as number;
  const [ada, ben, cleo] = [await admit(), await admit(), await admit()];
  first = ada;
  const structure = await ok('POST', '/api/fee-structures', {
    token: accountant,
    body: {
      name: unique('Summary fees'),
      session_year_id: sessionId,
      class_ids: [classA],
      due_date: DUE,
      lines: [{ fee_type_id: tuitionId, amount: 90000, optional: false }],
      installments: [
        { name: 'Term 1', due_date: DUE, amount: 30000 },
        { name: 'Term 2', due_date: '2026-12-01', amount: 30000 },
        { name: 'Term 3', due_date: '2027-03-01', amount: 30000 },
      ],
      late_fee: { kind: 'per_day', amount: 100, grace_days: 5, cap: 2000 },
    },
  });
  await ok('POST', `/api/fee-structures/${structure.id}/assign`, { token: accountant, body: {} });
  const duesOf = async (id: number) =>
    (await ok('GET', `/api/students/${id}/fees?as_of=${DUE}`, { token: accountant })).dues as {
      id: number;
      outstanding: number;
    }[];
  const dueId = (dues: { id: number }[], i: number) => defined(dues[i], `due ${i}`).id;
  const pay = (student: number, body: Record<string, unknown>) =>
    ok('POST', '/api/fee-payments', {
      token: accountant,
      body: { student_id: student, method: 'cash', ...body },
    });

  // Ada: a partial payment late enough to post a late fee, and a custom fee.
  const adaDues = await duesOf(ada);
  await pay(ada, { amount: 10000, paid_on: '2026-09-20', due_ids: [dueId(adaDues, 0)] });
  await ok('POST', '/api/custom-fees', {
    token: accountant,
    body: { fee_type_id: tuitionId, amount: 4500, due_date: '2026-10-15', student_ids: [ada] },
  });
  // Ben: a waiver, and a payment cancelled.
  const benDues = await duesOf(ben);
  await ok('POST', '/api/fee-waivers', {
    token: accountant,
    body: { due_id: dueId(benDues, 0), percent: 10, reason: 'Sibling' },
  });
  const wrong = await pay(ben, {
    amount: 5000,
    paid_on: '2026-09-03',
    due_ids: [dueId(benDues, 0)],
  });
  await ok('POST', `/api/fee-payments/${wrong.id}/cancel`, {
    token: accountant,
    body: { reason: 'Wrong student' },
  });
  // Cleo: the first term and 2,000 more kept as an advance, then used on the second term.
  const cleoDues = await duesOf(cleo);
  await pay(cleo, {
    amount: 32000,
    paid_on: DUE,
    due_ids: [dueId(cleoDues, 0)],
    keep_advance: true,
  });
  const next = await pay(cleo, {
    amount: 500,
    paid_on: '2026-10-01',
    due_ids: [dueId(cleoDues, 1)],
  });
  expect(next.advance_used).toBe(2000);

  const summary = await expectSummaryToMatchTheLedger();
  expect(classOf(summary, classA)).toMatchObject({
    total_due: 3 * 90000 + 4500,
    waived: 3000,
    late_fees: 1400, // 14 days after the grace period at 100 a day
    collected: 10000 + 32000 + 500,
    advance: 0,
  });
});

test('a student moved to another class takes their figures there', async () => {
  const before = await expectSummaryToMatchTheLedger();
  const ada = await balanceOfStudent(first);
  await ok('POST', '/api/transfers', {
    token: admin,
    body: { student_ids: [first], to_class_section_id: sectionB },
  });
  const after = await expectSummaryToMatchTheLedger();
  expect(classOf(after, classB)).toEqual(ada);
  expect(classOf(after, classA)).toEqual(add(classOf(before, classA), ada, -1));
  expect(pick(after)).toEqual(pick(before));
});

test('the running totals the triggers keep equal a recount from scratch', async () => {
  const snapshot = async () => ({
    students: await t.handle.db
      .select()
      .from(feeStudentTotals)
      .where(eq(feeStudentTotals.schoolId, schoolId))
      .orderBy(asc(feeStudentTotals.sessionYearId), asc(feeStudentTotals.studentId)),
    months: (
      await t.handle.db
        .select()
        .from(feeCollectionMonths)
        .where(eq(feeCollectionMonths.schoolId, schoolId))
        .orderBy(asc(feeCollectionMonths.sessionYearId), asc(feeCollectionMonths.month))
    ).filter((m) => m.payments > 0), // a month whose payments were all cancelled keeps a 0 row
  });
  const kept = await snapshot();
  expect(kept.students.length).toBeGreaterThan(3);
  await t.handle.db.execute(sql`select fee_totals_rebuild(${schoolId})`);
  expect(await snapshot()).toEqual(kept);
});
