/**
 * The payroll screens' composed messages (issue 26) read in English exactly as the literals they
 * replaced (the e2e suite and people know them), and the other languages fill the same pieces.
 */
import { translator } from '@/lib/i18n/translate';

const en = translator('en', 'payroll');

test.each([
  [
    'form.component',
    { name: 'Transport', kind: 'allowance', value: '$50.00', active: 'true' },
    'Transport (allowance, $50.00)',
  ],
  [
    'form.component',
    { name: 'Pension', kind: 'deduction', value: '10% of basic', active: 'false' },
    'Pension (deduction, 10% of basic) — inactive',
  ],
  ['components.percentOfBasic', { percentage: 12.5 }, '12.5% of basic'],
  ['run.divideBy', { days: 30, rule: 'calendar_days' }, 'Unpaid days divide by 30 (calendar days)'],
  ['run.divideBy', { days: 21, rule: 'working_days' }, 'Unpaid days divide by 21 (working days)'],
  ['run.title', { month: '2027-02' }, 'Payroll of 2027-02'],
  ['slips.printOf', { name: 'Asha Rao' }, 'Print the payslip of Asha Rao'],
])('English %s reads as before', (key, values, expected) => {
  expect(en(key, values)).toBe(expected);
});

test('French and Arabic fill in the same pieces in their own words', () => {
  const values = { name: 'Pension', kind: 'deduction', value: '10 %', active: 'false' };
  expect(translator('fr', 'payroll')('form.component', values)).toBe(
    'Pension (retenue, 10 %) — inactive',
  );
  expect(translator('ar', 'payroll')('run.divideBy', { days: 30, rule: 'working_days' })).toBe(
    'تُقسَم الأيام غير المدفوعة على 30 (أيام العمل)',
  );
});
