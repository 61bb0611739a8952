/**
 * What a receipt itemises (issue 27, "papers a bursar would sign"): for each due the payment
 * touched, the due itself (fee and installment), its late fee, its waivers and what was paid on
 * it before, then what this payment put on it; the advance the payment kept; and the student's
 * balance remaining right after it. Read from the ledger as it stood when the payment was made
 * (its lines and every earlier one), so a reprint, even after later payments or a cancellation,
 * says what the receipt said that day. Amounts are signed as the ledger signs them: positive
 * raises what the student owes (due, late fee), negative lowers it (waiver, payment, advance).
 */
import type { LedgerKind } from '../../../db/schema/fees-values';
import type { ReceiptItem, ReceiptItemKind } from '../../../pdf/receipt';
import { balanceOf } from './rules';

export type ReceiptLedgerLine = {
  id: number;
  kind: LedgerKind;
  amount: number;
  dueId: number | null;
  paymentId: number | null;
  /** The kind a cancellation reverses. */
  reverses: LedgerKind | null;
  label: string;
};

/** The kind a line counts as: a cancellation as the kind it reverses, negated by its own sign. */
const countsAs = (l: ReceiptLedgerLine) => (l.kind === 'cancellation' ? l.reverses : l.kind);

export function receiptItems(
  lines: readonly ReceiptLedgerLine[],
  paymentId: number,
): { items: ReceiptItem[]; balanceAfter: number } {
  const own = lines.filter((l) => l.paymentId === paymentId && l.kind !== 'cancellation');
  const lastId = Math.max(0, ...own.map((l) => l.id));
  const asThen = lines.filter((l) => l.id <= lastId);
  const byId = new Map(asThen.map((l) => [l.id, l]));
  const dueIds = [...new Set(own.flatMap((l) => (l.dueId === null ? [] : [l.dueId])))];

  const items: ReceiptItem[] = [];
  const sum = (of: (l: ReceiptLedgerLine) => boolean) =>
    asThen.filter(of).reduce((a, l) => a + l.amount, 0);
  for (const dueId of dueIds) {
    const due = byId.get(dueId);
    if (!due) continue;
    const on = (l: ReceiptLedgerLine) => l.dueId === dueId;
    const now = (l: ReceiptLedgerLine) => on(l) && l.paymentId === paymentId;
    const settling = (kind: string | null) => kind === 'payment' || kind === 'advance_applied';
    const rows: [ReceiptItemKind, number][] = [
      ['due', due.amount],
      ['late_fee', sum((l) => on(l) && countsAs(l) === 'late_fee')],
      ['waiver', sum((l) => on(l) && countsAs(l) === 'waiver')],
      ['paid_before', sum((l) => on(l) && !now(l) && settling(countsAs(l)))],
      ['paid_now', sum((l) => now(l) && l.kind === 'payment')],
      ['advance_used', sum((l) => now(l) && l.kind === 'advance_applied')],
    ];
    for (const [kind, amount] of rows)
      if (kind === 'due' || amount !== 0) items.push({ kind, label: due.label, amount });
  }
  const kept = own.filter((l) => l.kind === 'advance').reduce((a, l) => a + l.amount, 0);
  if (kept) items.push({ kind: 'advance_kept', label: '', amount: kept });
  return { items, balanceAfter: balanceOf(asThen).balance };
}
