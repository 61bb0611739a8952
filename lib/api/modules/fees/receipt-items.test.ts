/** What a receipt itemises, from the ledger as it stood when the payment was made. */
import { receiptItems, type ReceiptLedgerLine } from './receipt-items';

const line = (
  id: number,
  kind: ReceiptLedgerLine['kind'],
  amount: number,
  more: Partial<ReceiptLedgerLine> = {},
): ReceiptLedgerLine => ({
  id,
  kind,
  amount,
  dueId: null,
  paymentId: null,
  reverses: null,
  label: '',
  ...more,
});

const ledger: ReceiptLedgerLine[] = [
  line(1, 'due', 100000, { label: 'Tuition: Term 1' }),
  line(2, 'due', 30000, { label: 'Transport: Full' }),
  line(3, 'waiver', -10000, { dueId: 1 }),
  line(4, 'payment', -20000, { dueId: 1, paymentId: 7 }),
  // Receipt 8: the late fee posted with it, then what it paid, and an advance kept.
  line(5, 'late_fee', 1000, { dueId: 1, paymentId: 8 }),
  line(6, 'payment', -71000, { dueId: 1, paymentId: 8 }),
  line(7, 'advance', -500, { paymentId: 8 }),
  // Later: the earlier payment cancelled, and another payment.
  line(8, 'cancellation', 20000, { dueId: 1, paymentId: 7, reverses: 'payment' }),
  line(9, 'payment', -30000, { dueId: 2, paymentId: 9 }),
];

test('each due the payment touched, itemised with signs; the advance kept; the balance right after it', () => {
  expect(receiptItems(ledger, 8)).toEqual({
    items: [
      { kind: 'due', label: 'Tuition: Term 1', amount: 100000 },
      { kind: 'late_fee', label: 'Tuition: Term 1', amount: 1000 },
      { kind: 'waiver', label: 'Tuition: Term 1', amount: -10000 },
      { kind: 'paid_before', label: 'Tuition: Term 1', amount: -20000 },
      { kind: 'paid_now', label: 'Tuition: Term 1', amount: -71000 },
      { kind: 'advance_kept', label: '', amount: -500 },
    ],
    // 130,000 + 1,000 − 10,000 − 20,000 − 71,000 − 500: later lines do not count.
    balanceAfter: 29500,
  });
});

test('a due untouched by the payment is not listed; a cancelled earlier payment no longer counts as paid', () => {
  const { items, balanceAfter } = receiptItems(ledger, 9);
  expect(items).toEqual([
    { kind: 'due', label: 'Transport: Full', amount: 30000 },
    { kind: 'paid_now', label: 'Transport: Full', amount: -30000 },
  ]);
  // The cancellation (line 8) gave 20,000 back to owe before receipt 9.
  expect(balanceAfter).toBe(29500 + 20000 - 30000);
});
