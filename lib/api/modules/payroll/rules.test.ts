import {
  componentAmount,
  monthRange,
  payslipLines,
  payslipTotals,
  previousMonth,
  unpaidDeduction,
  type ComponentSetting,
} from './rules';

const hra: ComponentSetting = {
  id: 1,
  name: 'House rent',
  kind: 'allowance',
  calc: 'percentage',
  amount: 0,
  basis_points: 1000,
};
const transport: ComponentSetting = {
  id: 2,
  name: 'Transport',
  kind: 'allowance',
  calc: 'fixed',
  amount: 5000,
  basis_points: 0,
};
const pension: ComponentSetting = {
  id: 3,
  name: 'Pension',
  kind: 'deduction',
  calc: 'percentage',
  amount: 0,
  basis_points: 1250,
};

describe('componentAmount (percentages rounded half up to minor units)', () => {
  test.each([
    ['fixed', 300000, transport, 5000],
    ['10% of 3000.00', 300000, hra, 30000],
    ['12.5% of 1234.57 = 154.32125 → 154.32', 123457, pension, 15432],
    ['12.5% of 0.04 = 0.005 → 0.01 (half up)', 4, pension, 1],
    ['10% of 0.05 = 0.005 → 0.01', 5, hra, 1],
    ['override replaces the setting', 300000, { ...hra, override_amount: 12345 }, 12345],
    ['override of zero', 300000, { ...transport, override_amount: 0 }, 0],
  ])('%s', (_name, basic, component, expected) => {
    expect(componentAmount(basic, component)).toBe(expected);
  });
});

describe('unpaidDeduction = unpaid days × basic ÷ days, one rounding half up', () => {
  test.each([
    ['2.5 days of February 2026 (28)', 300000, 2.5, 28, 26786], // 26785.71…
    ['2.5 days of a 31-day month', 300000, 2.5, 31, 24194], // 24193.54…
    ['2.5 days of February 2028 (29)', 300000, 2.5, 29, 25862], // 25862.06…
    ['exact half: 0.5 of 1 day of 1.00', 100, 0.5, 1, 50],
    ['a half minor unit rounds up', 1, 0.5, 1, 1],
    ['2.5 of 22 working days', 300000, 2.5, 22, 34091], // 34090.90…
    ['none', 300000, 0, 31, 0],
    ['never more than basic', 300000, 25, 22, 300000],
    ['no days to divide by', 300000, 2, 0, 0],
  ])('%s', (_name, basic, unpaid, days, expected) => {
    expect(unpaidDeduction(basic, unpaid, days)).toBe(expected);
  });
});

describe('a payslip with fixed and percentage lines and 2.5 unpaid days', () => {
  const components = [hra, transport, pension];
  test.each([
    // basic 3000.00 + 300.00 + 50.00 − 375.00 − unpaid
    ['February 2026', monthRange('2026-02').days, 26786, 300000 + 30000 + 5000 - 37500 - 26786],
    [
      'March 2026 (31 days)',
      monthRange('2026-03').days,
      24194,
      300000 + 30000 + 5000 - 37500 - 24194,
    ],
  ])('%s', (_name, days, unpaid, net) => {
    const lines = payslipLines({ basic: 300000, components, unpaidDays: 2.5, days });
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['basic', 300000],
      ['allowance', 30000],
      ['allowance', 5000],
      ['deduction', 37500],
      ['unpaid_leave', unpaid],
    ]);
    expect(lines[4]?.label).toBe(`Unpaid days (2.5 of ${days})`);
    const totals = payslipTotals(lines);
    expect(totals).toEqual({ earnings: 335000, deductions: 37500 + unpaid, net });
    // The lines add up to the net: nothing is rounded twice.
    expect(totals.earnings - totals.deductions).toBe(net);
  });

  test('no unpaid line without unpaid days', () => {
    const lines = payslipLines({ basic: 100000, components: [], unpaidDays: 0, days: 30 });
    expect(lines).toHaveLength(1);
    expect(payslipTotals(lines).net).toBe(100000);
  });
});

describe('months', () => {
  test.each([
    ['2026-02', { first: '2026-02-01', last: '2026-02-28', days: 28 }],
    ['2028-02', { first: '2028-02-01', last: '2028-02-29', days: 29 }],
    ['2026-12', { first: '2026-12-01', last: '2026-12-31', days: 31 }],
  ])('%s', (month, range) => expect(monthRange(month)).toEqual(range));
  test.each([
    ['2026-01', '2025-12'],
    ['2026-11', '2026-10'],
  ])('before %s is %s', (m, p) => expect(previousMonth(m)).toBe(p));
});
