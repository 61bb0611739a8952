import {
  allocatePayment,
  balanceOf,
  balanceOfSums,
  dueState,
  lateFee,
  pendingLateFee,
  type LateFeeRule,
  type LedgerLine,
} from './rules';
import { defined } from '../../../test-support/defined';

const rule = (r: Partial<LateFeeRule>): LateFeeRule => ({
  kind: 'none',
  amount: 0,
  basisPoints: 0,
  graceDays: 0,
  cap: null,
  ...r,
});

test.each([
  ['none', rule({}), '2026-12-31', 0],
  ['fixed, on the due date', rule({ kind: 'fixed', amount: 500 }), '2026-09-01', 0],
  ['fixed, a day late', rule({ kind: 'fixed', amount: 500 }), '2026-09-02', 500],
  ['fixed, within grace', rule({ kind: 'fixed', amount: 500, graceDays: 5 }), '2026-09-06', 0],
  ['fixed, after grace', rule({ kind: 'fixed', amount: 500, graceDays: 5 }), '2026-09-07', 500],
  ['5% of 10,000.00', rule({ kind: 'percentage', basisPoints: 500 }), '2026-09-02', 50000],
  ['12.5% rounds half-up', rule({ kind: 'percentage', basisPoints: 1250 }), '2026-10-01', 125000],
  [
    'per day, 10 days after a 5-day grace',
    rule({ kind: 'per_day', amount: 100, graceDays: 5 }),
    '2026-09-16',
    1000,
  ],
  [
    'per day, capped',
    rule({ kind: 'per_day', amount: 100, graceDays: 5, cap: 700 }),
    '2026-09-16',
    700,
  ],
  ['per day, across a month end', rule({ kind: 'per_day', amount: 100 }), '2026-10-01', 3000],
  [
    'percentage capped',
    rule({ kind: 'percentage', basisPoints: 1000, cap: 20000 }),
    '2026-09-02',
    20000,
  ],
])('late fee %s on a 1,000,000 due of 2026-09-01 as of %s', (_name, r, asOf, expected) => {
  expect(lateFee(r, '2026-09-01', 1_000_000, asOf)).toBe(expected);
});

test('no late fee when nothing is overdue', () => {
  expect(lateFee(rule({ kind: 'fixed', amount: 500 }), '2026-09-01', 0, '2026-12-01')).toBe(0);
});

// A student's year: two installments, a waiver, a partial payment, a cancelled payment, an
// over-payment kept as an advance and later used on the second installment.
const lines: LedgerLine[] = [
  { id: 1, kind: 'due', amount: 50000, dueId: 1 },
  { id: 2, kind: 'due', amount: 50000, dueId: 2 },
  { id: 3, kind: 'waiver', amount: -5000, dueId: 1 },
  { id: 4, kind: 'late_fee', amount: 1000, dueId: 1 },
  { id: 5, kind: 'payment', amount: -20000, dueId: 1 },
  { id: 6, kind: 'payment', amount: -10000, dueId: 1 }, // cancelled by 7
  { id: 7, kind: 'cancellation', amount: 10000, dueId: 1, reverses: 'payment' },
  { id: 8, kind: 'payment', amount: -26000, dueId: 1 },
  { id: 9, kind: 'advance', amount: -4000, dueId: null },
  { id: 10, kind: 'advance_applied', amount: 3000, dueId: null },
  { id: 11, kind: 'advance_applied', amount: -3000, dueId: 2 },
];

test('the balance: dues + late fees − waivers − payments, cancelled payments excluded', () => {
  expect(balanceOf(lines)).toEqual({
    dues: 100000,
    lateFees: 1000,
    waivers: 5000,
    payments: 50000, // 20,000 + 26,000 + the 4,000 advance; the cancelled 10,000 is not counted
    advance: 1000, // 4,000 kept, 3,000 of it used on the second installment
    refunded: 0,
    balance: 46000,
  });
  expect(balanceOf(lines, 250).balance).toBe(46250); // a late fee earned, not yet posted
});

test('a refund adds back to the balance; collected stays what was collected', () => {
  // 6,000 of receipt 8's 26,000 given back (on the due it paid), then the 1,000 advance left.
  const refunded = [
    ...lines,
    { id: 12, kind: 'refund' as const, amount: 6000, dueId: 1 },
    { id: 13, kind: 'refund' as const, amount: 1000, dueId: null },
  ];
  const b = balanceOf(refunded);
  expect(b).toMatchObject({ payments: 50000, refunded: 7000, advance: 0, balance: 53000 });
  const due = defined(refunded[0], 'the first due');
  expect(dueState(due, refunded).paid).toBe(20000 + 26000 - 6000);
  expect(
    balanceOfSums({
      due: 100000,
      lateFee: 1000,
      waiver: -5000,
      payment: -46000,
      advance: -4000,
      advanceUsed: 3000,
      refund: 7000,
      refundAdvance: 1000,
    }),
  ).toEqual(b);
});

test('the balance from the sums per kind (what the fee summary keeps per student) is the same', () => {
  // The sums of `lines` above, the cancellation counted as the payment it reverses.
  const sums = {
    due: 100000,
    lateFee: 1000,
    waiver: -5000,
    payment: -20000 - 10000 + 10000 - 26000,
    advance: -4000,
    advanceUsed: 3000,
    refund: 0,
    refundAdvance: 0,
  };
  expect(balanceOfSums(sums)).toEqual(balanceOf(lines));
  expect(balanceOfSums({ ...sums, advanceUsed: 0 }).advance).toBe(4000);
});

const line = (i: number) => defined(lines[i], `ledger line ${i}`);

test('each due: what it carries and what is still owed', () => {
  expect(dueState(line(0), lines)).toEqual({
    amount: 50000,
    lateFeesPosted: 1000,
    waived: 5000,
    paid: 46000,
    outstanding: 0,
  });
  expect(dueState(line(1), lines)).toMatchObject({ paid: 3000, outstanding: 47000 });
});

test('a cancellation restores the balance to what it was before the payment', () => {
  const before = balanceOf(lines.slice(0, 5)).balance;
  const after = balanceOf([...lines.slice(0, 5), line(5), line(6)]).balance;
  expect(after).toBe(before);
});

test('the pending late fee counts what is overdue of the due itself, less what is posted', () => {
  const perDay = rule({ kind: 'per_day', amount: 100 });
  const state = dueState(line(1), lines); // 47,000 overdue
  expect(pendingLateFee(perDay, '2026-09-01', state, '2026-09-11')).toBe(1000);
  const pct = rule({ kind: 'percentage', basisPoints: 1000 });
  expect(pendingLateFee(pct, '2026-09-01', state, '2026-09-11')).toBe(4700);
  const paid = dueState(line(0), lines);
  expect(pendingLateFee(perDay, '2026-09-01', paid, '2026-12-01')).toBe(0);
});

test.each([
  [
    30000,
    [
      { dueId: 1, owed: 20000 },
      { dueId: 2, owed: 50000 },
    ],
    [
      { dueId: 1, amount: 20000 },
      { dueId: 2, amount: 10000 },
    ],
    0,
  ],
  [
    80000,
    [
      { dueId: 1, owed: 20000 },
      { dueId: 2, owed: 50000 },
    ],
    [
      { dueId: 1, amount: 20000 },
      { dueId: 2, amount: 50000 },
    ],
    10000,
  ],
  [
    5000,
    [
      { dueId: 1, owed: 0 },
      { dueId: 2, owed: 50000 },
    ],
    [{ dueId: 2, amount: 5000 }],
    0,
  ],
])('a payment of %i over %j', (amount, owed, parts, advance) => {
  expect(allocatePayment(amount, owed)).toEqual({ parts, advance });
});
