/**
 * How to get an existing row of each resource of payroll in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { unique, type TestApi } from '../../../test-support/harness';
import { post, type ForeignRowsOf, type As } from '../../../test-support/fixtures';

const payrollComponentBody = async () => ({
  name: unique('Allowance'),
  kind: 'allowance',
  calc: 'fixed',
  amount: 1000,
});
const payrollComponent = async (t: TestApi, as: As) =>
  post(t, as, '/payroll-settings', await payrollComponentBody());
/** A salary structure for the school's admin (a staff member), effective from 2040. */
const salaryStructure = async (t: TestApi, as: As) => {
  const me = await t.call('GET', '/api/me', as);
  return post(t, as, '/salary-structures', {
    user_id: me.body.data.user.id,
    basic: 100000,
    effective_from: '2040-01',
    components: [{ component_id: await payrollComponent(t, as) }],
  });
};
let payrollMonthSeq = 0;
/** A draft run of a month of its own (2041 onwards: one run per month and school). */
const payrollRun = async (t: TestApi, as: As) => {
  await salaryStructure(t, as);
  const n = payrollMonthSeq++;
  const month = `${2041 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  return post(t, as, '/payroll-runs', { month });
};
const payslip = async (t: TestApi, as: As) => {
  const run = await payrollRun(t, as);
  const res = await t.call('GET', `/api/payslips?run_id=${run}`, as);
  return res.body.data[0].id as number;
};
const payBody = async () => ({ paid_on: '2041-02-01', method: 'cash' });

export const foreignRows: ForeignRowsOf = {
  'payroll-settings': {
    create: payrollComponent,
    bodies: { 'PUT /payroll-settings/:id': payrollComponentBody },
  },
  'salary-structures': { create: salaryStructure },
  'payroll-runs': {
    create: payrollRun,
    bodies: {
      'POST /payroll-runs/:id/pay': payBody,
      'POST /payroll-runs/:id/cancel-payment': async () => ({ reason: 'Paid twice' }),
    },
  },
  payslips: {
    create: payslip,
    bodies: {
      'PUT /payslips/:id/lines/:line': async () => ({ amount: 100, reason: 'Correction' }),
      'POST /payslips/:id/pay': payBody,
    },
  },
};
