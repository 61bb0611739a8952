/**
 * The payroll API end to end on a fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): settings, versioned structures, a run with unpaid days, an adjusted
 * line, finalising (a settings change afterwards leaves the payslip as it was), paying, the
 * PDF, a teacher's own payslips only, cancelling the payment, permissions and audit rows.
 */
import { staffAttendance } from '../../../db/schema/attendance';
import { unique, type TestApi } from '../../test-support/harness';
import { admin, startAsAdmin, userWith, type As } from '../academics/test-support/factories';
import { schoolIdOf, userIdOf } from '../attendance/test-support/helpers';
import { leaveForm, leaveTypeId } from '../leave/test-support/leave';

let t: TestApi;
let as: As;
let hill: As;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
  hill = await admin(t, 'hillcrest');
});
afterAll(() => t.close());

async function ok(method: string, path: string, who: As, body?: unknown) {
  const res = await t.call(method, path, { ...who, body });
  if (res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function teacher(): Promise<{ id: number; as: As }> {
  const email = `${unique('pay')}@example.test`;
  const row = await ok('POST', '/api/teachers', as, {
    full_name: `Payee ${unique('t')}`,
    email,
    joining_date: '2026-01-05',
    password: 'Correct-horse-1',
  });
  return {
    id: row.id,
    as: { token: await t.login(email, 'Correct-horse-1', 'riverside'), school: 'riverside' },
  };
}

const audited = async (entity: string, action: string, id?: number) =>
  (
    await ok(
      'GET',
      `/api/audit-log?entity=${entity}&action=${action}${id ? `&entity_id=${id}` : ''}`,
      as,
    )
  ).length;

describe('payroll settings', () => {
  test('allowances and deductions: CRUD, validation on the field, 403, 404 abroad, audit', async () => {
    const name = unique('Housing');
    const created = await ok('POST', '/api/payroll-settings', as, {
      name,
      kind: 'allowance',
      calc: 'percentage',
      percentage: 12.5,
    });
    expect(created).toMatchObject({ name, calc: 'percentage', percentage: 12.5, active: true });
    const over = await t.call('POST', '/api/payroll-settings', {
      ...as,
      body: { name: unique('X'), kind: 'deduction', calc: 'percentage', percentage: 101 },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ percentage: 'The percentage may be at most 100.' });
    const noAmount = await t.call('POST', '/api/payroll-settings', {
      ...as,
      body: { name: unique('X'), kind: 'deduction', calc: 'fixed' },
    });
    expect(noAmount.body.errors).toEqual({ amount: 'The amount is required.' });
    const dup = await t.call('POST', '/api/payroll-settings', {
      ...as,
      body: { name, kind: 'allowance', calc: 'fixed', amount: 100 },
    });
    expect(dup.body.errors).toEqual({
      name: 'An allowance or deduction with this name already exists.',
    });
    const updated = await ok('PUT', `/api/payroll-settings/${created.id}`, as, {
      name,
      kind: 'allowance',
      calc: 'fixed',
      amount: 2500,
      active: false,
    });
    expect(updated).toMatchObject({ calc: 'fixed', amount: 2500, percentage: 0, active: false });
    expect((await t.call('GET', `/api/payroll-settings/${created.id}`, hill)).status).toBe(404);
    const clerk = await userWith(t, ['payroll-settings-list']);
    expect((await t.call('GET', '/api/payroll-settings', clerk)).status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/payroll-settings', {
          ...clerk,
          body: { name: unique('X'), kind: 'allowance', calc: 'fixed', amount: 1 },
        })
      ).status,
    ).toBe(403);
    await ok('DELETE', `/api/payroll-settings/${created.id}`, as);
    expect(await audited('payroll-settings', 'create', created.id)).toBe(1);
    expect(await audited('payroll-settings', 'delete', created.id)).toBe(1);
  });

  test('the working-days rule', async () => {
    expect(await ok('GET', '/api/payroll-settings/working-days', as)).toEqual({
      working_days_rule: 'calendar_days',
    });
    const bad = await t.call('PUT', '/api/payroll-settings/working-days', {
      ...as,
      body: { working_days_rule: 'weekdays' },
    });
    expect(Object.keys(bad.body.errors)).toEqual(['working_days_rule']);
    await ok('PUT', '/api/payroll-settings/working-days', hill, {
      working_days_rule: 'working_days',
    });
    // Riverside's rule is its own.
    expect((await ok('GET', '/api/payroll-settings/working-days', as)).working_days_rule).toBe(
      'calendar_days',
    );
  });
});

describe('salary structures, a run, finalise, pay', () => {
  let allowance: number;
  let deduction: number;
  let a: { id: number; as: As };
  let b: { id: number; as: As };

  beforeAll(async () => {
    allowance = (
      await ok('POST', '/api/payroll-settings', as, {
        name: unique('Transport'),
        kind: 'allowance',
        calc: 'fixed',
        amount: 5000,
      })
    ).id;
    deduction = (
      await ok('POST', '/api/payroll-settings', as, {
        name: unique('Pension'),
        kind: 'deduction',
        calc: 'percentage',
        percentage: 12.5,
      })
    ).id;
    [a, b] = [await teacher(), await teacher()];
  });

  const structure = (userId: number, basic: number, from: string, extra: object = {}) => ({
    user_id: userId,
    basic,
    effective_from: from,
    components: [{ component_id: allowance }, { component_id: deduction }],
    ...extra,
  });

  test('refuses a negative basic and someone who is not staff; keeps every version', async () => {
    const neg = await t.call('POST', '/api/salary-structures', {
      ...as,
      body: structure(a.id, -1, '2031-01'),
    });
    expect(neg.status).toBe(422);
    expect(neg.body.errors).toEqual({ basic: 'The basic salary may not be negative.' });
    const guardian = await userIdOf(t, 'riverside', 'guardian@riverside.test');
    const notStaff = await t.call('POST', '/api/salary-structures', {
      ...as,
      body: structure(guardian, 100000, '2031-01'),
    });
    expect(notStaff.body.errors).toEqual({
      user_id: 'The chosen person is not an active staff member.',
    });
    const badMonth = await t.call('POST', '/api/salary-structures', {
      ...as,
      body: structure(a.id, 100000, '2031-13'),
    });
    expect(Object.keys(badMonth.body.errors)).toEqual(['effective_from']);

    const v1 = await ok('POST', '/api/salary-structures', as, structure(a.id, 300000, '2031-01'));
    await ok('POST', '/api/salary-structures', as, structure(a.id, 400000, '2031-03'));
    await ok(
      'POST',
      '/api/salary-structures',
      as,
      structure(b.id, 200000, '2031-01', {
        components: [{ component_id: allowance, override_amount: 7000 }],
      }),
    );
    expect(v1.components).toHaveLength(2);
    expect((await ok('GET', `/api/salary-structures?user_id=${a.id}`, as)).length).toBe(2);
    const current = await ok('GET', `/api/salary-structures?user_id=${a.id}&current=true`, as);
    expect(current.map((s: { basic: number }) => s.basic)).toEqual([400000]);
    expect((await t.call('GET', `/api/salary-structures/${v1.id}`, hill)).status).toBe(404);
    expect((await t.call('GET', '/api/salary-structures', a.as)).status).toBe(403);
    expect(await audited('salary-structures', 'create', v1.id)).toBe(1);
  });

  test('a month: payslips with unpaid days, adjust, finalise, settings change, pay, PDF, own only', async () => {
    // Two absences of teacher A in February 2031 (28 days) count as unpaid.
    const schoolId = await schoolIdOf(t, 'riverside');
    const session = (await ok('GET', '/api/dashboard-stats', as)).session_year.id;
    await t.handle.db.insert(staffAttendance).values(
      ['2031-02-03', '2031-02-04'].map((date) => ({
        schoolId,
        userId: a.id,
        date,
        sessionYearId: session,
        status: 'absent' as const,
      })),
    );
    const run = await ok('POST', '/api/payroll-runs', as, { month: '2031-02' });
    expect(run).toMatchObject({
      month: '2031-02',
      status: 'draft',
      payslips: 2,
      days_in_month: 28,
    });
    const slips = await ok('GET', `/api/payslips?run_id=${run.id}&per_page=100`, as);
    const slipA = await ok(
      'GET',
      `/api/payslips/${slips.find((s: { user_id: number }) => s.user_id === a.id).id}`,
      as,
    );
    // 3000.00 + 50.00 − 375.00 − 2 × 3000.00 ÷ 28 (214.29)
    expect(slipA.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['basic', 300000],
      ['allowance', 5000],
      ['deduction', 37500],
      ['unpaid_leave', 21429],
    ]);
    expect(slipA).toMatchObject({ unpaid_days: 2, net: 300000 + 5000 - 37500 - 21429 });
    const slipB = slips.find((s: { user_id: number }) => s.user_id === b.id);
    expect(slipB.net).toBe(200000 + 7000);

    // Adjust one line with a reason; a recompute keeps it.
    const line = slipA.lines[1];
    const noReason = await t.call('PUT', `/api/payslips/${slipA.id}/lines/${line.id}`, {
      ...as,
      body: { amount: 6000 },
    });
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const adjusted = await ok('PUT', `/api/payslips/${slipA.id}/lines/${line.id}`, as, {
      amount: 6000,
      reason: 'Extra trip',
    });
    expect(adjusted.net).toBe(slipA.net + 1000);
    const again = await ok('POST', '/api/payroll-runs', as, { month: '2031-02' });
    expect(again.id).toBe(run.id);
    const recomputed = (await ok('GET', `/api/payslips?run_id=${run.id}&user_id=${a.id}`, as))[0];
    expect(recomputed.net).toBe(slipA.net + 1000);

    // A teacher sees no draft.
    expect(await ok('GET', '/api/payslips', a.as)).toEqual([]);

    const finalised = await ok('POST', `/api/payroll-runs/${run.id}/finalise`, as);
    expect(finalised).toMatchObject({ status: 'finalised', total_net: recomputed.net + 207000 });
    // Its total is one "Salaries" expense, posted by payroll.
    const posted = await ok('GET', '/api/expenses?source=payroll&per_page=100', as);
    const salaries = posted.find((e: { source_id: number }) => e.source_id === run.id);
    expect(salaries).toMatchObject({
      amount: finalised.total_net,
      category_name: 'Salaries',
      status: 'active',
    });
    expect(finalised.expense_id).toBe(salaries.id);
    const stats = await ok('GET', '/api/dashboard-stats', as);
    expect(stats.figures.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['payroll_this_month', 'payroll_last_month']),
    );
    const teacherStats = await ok('GET', '/api/dashboard-stats', a.as);
    expect(teacherStats.figures.map((f: { key: string }) => f.key)).not.toContain(
      'payroll_this_month',
    );
    const rerun = await t.call('POST', '/api/payroll-runs', { ...as, body: { month: '2031-02' } });
    expect(rerun.status).toBe(422);
    expect(rerun.body.errors).toEqual({
      month: 'The payroll of 2031-02 is finalised: it cannot be run again.',
    });
    const kept = (await ok('GET', `/api/payslips/${recomputed.id}`, as)).lines[1];
    expect(kept).toMatchObject({
      amount: 6000,
      computed_amount: 5000,
      adjust_reason: 'Extra trip',
    });
    const lateAdjust = await t.call('PUT', `/api/payslips/${recomputed.id}/lines/${kept.id}`, {
      ...as,
      body: { amount: 1, reason: 'x' },
    });
    expect(lateAdjust.status).toBe(409);

    // A settings change after finalising leaves the payslip as it was.
    const before = await ok('GET', `/api/payslips/${recomputed.id}`, as);
    const pension = await ok('GET', `/api/payroll-settings/${deduction}`, as);
    await ok('PUT', `/api/payroll-settings/${deduction}`, as, { ...pension, percentage: 50 });
    expect(await ok('GET', `/api/payslips/${recomputed.id}`, as)).toEqual(before);

    // Pay one, then the rest.
    const payBody = { paid_on: '2031-03-01', method: 'bank_transfer', reference: 'BATCH-1' };
    const paid = await ok('POST', `/api/payslips/${recomputed.id}/pay`, as, payBody);
    expect(paid).toMatchObject({ paid_on: '2031-03-01', pay_method: 'bank_transfer' });
    expect(
      (await t.call('POST', `/api/payslips/${recomputed.id}/pay`, { ...as, body: payBody })).status,
    ).toBe(409);
    const all = await ok('POST', `/api/payroll-runs/${run.id}/pay`, as, payBody);
    expect(all.paid).toBe(2);
    const noMethod = await t.call('POST', `/api/payroll-runs/${run.id}/pay`, {
      ...as,
      body: { paid_on: '2031-03-01' },
    });
    expect(Object.keys(noMethod.body.errors)).toEqual(['method']);

    // The PDF; a teacher reads only their own payslip.
    const pdf = await t.call('GET', `/api/payslips/${recomputed.id}.pdf`, as);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const own = await ok('GET', '/api/payslips', a.as);
    expect(own.map((s: { id: number }) => s.id)).toEqual([recomputed.id]);
    expect((await t.call('GET', `/api/payslips/${recomputed.id}.pdf`, a.as)).status).toBe(200);
    expect((await t.call('GET', `/api/payslips/${slipB.id}`, a.as)).status).toBe(404);
    expect((await t.call('GET', `/api/payslips/${slipB.id}.pdf`, a.as)).status).toBe(404);
    expect((await t.call('GET', `/api/payslips/${slipB.id}`, hill)).status).toBe(404);
    expect((await t.call('POST', `/api/payroll-runs/${run.id}/finalise`, hill)).status).toBe(404);
    expect((await t.call('GET', '/api/payroll-runs', a.as)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/payroll-runs', { ...a.as, body: { month: '2031-04' } })).status,
    ).toBe(403);

    for (const action of ['run', 'finalise', 'pay'])
      expect(await audited('payroll-runs', action, run.id)).toBeGreaterThan(0);
    expect(await audited('payslips', 'adjust', slipA.id)).toBe(1);
    expect(await audited('payslips', 'pay', recomputed.id)).toBe(1);

    // Cancelling the payment voids the run (kept as a record) and frees the month.
    const noReasonCancel = await t.call('POST', `/api/payroll-runs/${run.id}/cancel-payment`, {
      ...as,
      body: {},
    });
    expect(Object.keys(noReasonCancel.body.errors)).toEqual(['reason']);
    const cancelled = await ok('POST', `/api/payroll-runs/${run.id}/cancel-payment`, as, {
      reason: 'Paid twice by the bank',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', paid: 2 });
    expect(await audited('payroll-runs', 'cancel-payment', run.id)).toBe(1);
    const reversed = await ok('GET', `/api/expenses/${salaries.id}`, as);
    expect(reversed).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Paid twice by the bank',
    });
    const rerunAfterCancel = await ok('POST', '/api/payroll-runs', as, { month: '2031-02' });
    expect(rerunAfterCancel.id).not.toBe(run.id);
    // The new settings apply to the new run: 50% of 3000.00.
    const fresh = (
      await ok('GET', `/api/payslips?run_id=${rerunAfterCancel.id}&user_id=${a.id}`, as)
    )[0];
    const freshLines = (await ok('GET', `/api/payslips/${fresh.id}`, as)).lines;
    expect(freshLines.find((l: { kind: string }) => l.kind === 'deduction').amount).toBe(150000);
  });

  test('the structure in force follows the month; a month with no structure is refused', async () => {
    const march = await ok('POST', '/api/payroll-runs', as, { month: '2031-03' });
    const slip = (await ok('GET', `/api/payslips?run_id=${march.id}&user_id=${a.id}`, as))[0];
    expect(slip.earnings).toBe(400000 + 5000);
    const early = await t.call('POST', '/api/payroll-runs', { ...as, body: { month: '2030-12' } });
    expect(early.status).toBe(422);
    expect(Object.keys(early.body.errors)).toEqual(['month']);
    const badMonth = await t.call('POST', '/api/payroll-runs', {
      ...as,
      body: { month: '2031-3' },
    });
    expect(badMonth.body.errors).toEqual({ month: 'The month must be a month such as 2026-03.' });
  });
  test('approved leave without pay counts as unpaid days', async () => {
    const c = await teacher();
    await ok('POST', '/api/salary-structures', as, structure(c.id, 220000, '2027-01'));
    const lwp = await leaveTypeId(t, as, 'LWP');
    const filed = await t.call('POST', '/api/leaves', {
      ...c.as,
      body: leaveForm({
        leave_type_id: lwp,
        start_date: '2027-04-12',
        end_date: '2027-04-13',
        reason: 'Family matters',
      }),
    });
    expect(filed.status).toBe(200);
    await ok('POST', `/api/leaves/${filed.body.data.id}/approve`, as, { comment: 'Granted' });
    const run = await ok('POST', '/api/payroll-runs', as, { month: '2027-04' });
    const slip = (await ok('GET', `/api/payslips?run_id=${run.id}&user_id=${c.id}`, as))[0];
    // 2 of 30 calendar days of 2,200.00: 146.67.
    expect(slip.unpaid_days).toBe(2);
    const lines = (await ok('GET', `/api/payslips/${slip.id}`, as)).lines;
    expect(lines.find((l: { kind: string }) => l.kind === 'unpaid_leave')).toMatchObject({
      label: 'Unpaid days (2 of 30)',
      amount: 14667,
    });
  });
});
