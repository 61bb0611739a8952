/**
 * The dashboard's money figures count only what happened (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): salaries count once paid (not as a draft, not finalised and unpaid, not
 * after the payment is cancelled); an accountant (fees permissions, not School Admin) sees
 * today's collections, this month's dues, the overdue count and the latest payments, each
 * figure linking to its screen; a teacher and a guardian see none of them.
 */
import { addDays, monthBounds } from '../../../calendar';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { classWithSection, okCaller } from '../fees/test-support';
import { studentBody } from '../people/test-support';

type Figure = { key: string; value: number | null; href?: string };
type Stats = {
  figures: Figure[];
  latest_payments: { receipt_no: number; amount: number; status: string }[];
};

let t: TestApi;
let ok: ReturnType<typeof okCaller>;
let admin: string;
let accountant: string;
beforeAll(async () => {
  t = await startTestApi();
  ok = okCaller(t);
  admin = await t.login('admin@riverside.test');
  accountant = await t.login('accountant@riverside.test');
});
afterAll(() => t.close());

const stats = async (token: string): Promise<Stats> => ok('GET', '/api/dashboard-stats', { token });
const figure = (s: Stats, key: string) => {
  const found = s.figures.find((f) => f.key === key);
  if (!found) throw new Error(`no figure ${key} in ${s.figures.map((f) => f.key).join(', ')}`);
  return found;
};
const value = async (token: string, key: string) => figure(await stats(token), key).value;
/** Today in the school's time zone, as the API links today's collections. */
const todayOf = (s: Stats) => {
  const href = figure(s, 'fees_collected_today').href ?? '';
  const params = new URL(href, 'http://school.test').searchParams;
  expect(params.get('to')).toBe(params.get('from'));
  return params.get('from') ?? '';
};

test('salaries count once paid: a draft, a finalised unpaid run and a cancelled payment count nothing', async () => {
  const today = todayOf(await stats(admin));
  const before = await value(admin, 'payroll_this_month');
  // A month of its own in the future, with one salary (the admin's) in force then.
  const me = await ok('GET', '/api/me', { token: admin });
  await ok('POST', '/api/salary-structures', {
    token: admin,
    body: { user_id: me.user.id, basic: 250000, effective_from: '2036-01', components: [] },
  });
  const run = await ok('POST', '/api/payroll-runs', { token: admin, body: { month: '2036-01' } });
  expect(run.payslips).toBeGreaterThan(0);
  expect(await value(admin, 'payroll_this_month')).toBe(before);
  const finalised = await ok('POST', `/api/payroll-runs/${run.id}/finalise`, { token: admin });
  expect(await value(admin, 'payroll_this_month')).toBe(before);
  await ok('POST', `/api/payroll-runs/${run.id}/pay`, {
    token: admin,
    body: { paid_on: today, method: 'bank_transfer', reference: unique('SAL') },
  });
  expect(await value(admin, 'payroll_this_month')).toBe(Number(before) + finalised.total_net);
  await ok('POST', `/api/payroll-runs/${run.id}/cancel-payment`, {
    token: admin,
    body: { reason: 'Paid twice by the bank' },
  });
  expect(await value(admin, 'payroll_this_month')).toBe(before);
});

test("an accountant's dashboard: today's collections, this month's dues, overdue students, latest payments", async () => {
  const first = await stats(accountant);
  const keys = first.figures.map((f) => f.key);
  expect(keys).toEqual(
    expect.arrayContaining([
      'fees_collected_today',
      'fees_due_this_month',
      'fees_overdue_students',
    ]),
  );
  // Fees permissions only: no payroll, no school-wide counts of other areas.
  expect(keys).not.toContain('payroll_this_month');
  const today = todayOf(first);
  expect(figure(first, 'fees_due_this_month').href).toBe('/fees/dues');
  expect(figure(first, 'fees_overdue_students').href).toBe('/fees/dues?overdue=true');

  // Two students of a class of their own, one due yesterday, one today, one next year.
  const meta = await ok('GET', '/api/meta-data', { token: admin });
  const sessionId = meta.session_year_all.find((s: { default: number }) => s.default === 1).id;
  const tuition = meta.feesType.find((f: { name: string }) => f.name === 'Tuition').id;
  const [classId, sectionId] = await classWithSection(ok, admin, meta.mediums[0].id, 'Dash');
  const students: number[] = [];
  for (let i = 0; i < 2; i++)
    students.push(
      (await ok('POST', '/api/students', { token: admin, body: studentBody(sectionId) })).id,
    );
  const installments = [
    { name: 'Yesterday', due_date: addDays(today, -1), amount: 30000 },
    { name: 'Today', due_date: today, amount: 20000 },
    { name: 'Next year', due_date: addDays(today, 400), amount: 50000 },
  ];
  const structure = await ok('POST', '/api/fee-structures', {
    token: accountant,
    body: {
      name: unique('Dashboard fees'),
      session_year_id: sessionId,
      class_ids: [classId],
      due_date: today,
      lines: [{ fee_type_id: tuition, amount: 100000, optional: false }],
      installments,
      late_fee: { kind: 'none' },
    },
  });
  await ok('POST', `/api/fee-structures/${structure.id}/assign`, { token: accountant, body: {} });
  const { first: monthStart, last: monthEnd } = monthBounds(today);
  const thisMonth = installments
    .filter((i) => i.due_date >= monthStart && i.due_date <= monthEnd)
    .reduce((sum, i) => sum + i.amount, 0);
  const assigned = await stats(accountant);
  const delta = (s: Stats, key: string) =>
    Number(figure(s, key).value) - Number(figure(first, key).value);
  expect(delta(assigned, 'fees_due_this_month')).toBe(2 * thisMonth);
  expect(delta(assigned, 'fees_overdue_students')).toBe(2);
  expect(delta(assigned, 'fees_collected_today')).toBe(0);

  // One pays what is due up to today: collected today, no longer overdue, the latest payment.
  const payment = await ok('POST', '/api/fee-payments', {
    token: accountant,
    body: { student_id: students[0], method: 'cash', paid_on: today, amount: 50000 },
  });
  const paid = await stats(accountant);
  expect(delta(paid, 'fees_collected_today')).toBe(50000);
  expect(delta(paid, 'fees_overdue_students')).toBe(1);
  expect(paid.latest_payments[0]).toMatchObject({
    receipt_no: payment.receipt_no,
    amount: 50000,
    status: 'paid',
  });
  expect(paid.latest_payments.length).toBeLessThanOrEqual(5);

  // A cancelled payment is no collection.
  await ok('POST', `/api/fee-payments/${payment.id}/cancel`, {
    token: accountant,
    body: { reason: 'Counterfeit note' },
  });
  const cancelled = await stats(accountant);
  expect(delta(cancelled, 'fees_collected_today')).toBe(0);
  expect(cancelled.latest_payments[0]).toMatchObject({
    receipt_no: payment.receipt_no,
    status: 'cancelled',
  });
});

test('a teacher and a guardian see no fee figures and no payments', async () => {
  for (const email of ['teacher@riverside.test', 'guardian@riverside.test']) {
    const s = await stats(await t.login(email));
    expect(s.figures.map((f) => f.key).filter((k) => k.startsWith('fees_'))).toEqual([]);
    expect(s.latest_payments).toEqual([]);
  }
});
