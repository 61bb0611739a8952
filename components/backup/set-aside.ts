/**
 * The restore screen's words for what a restore sets aside (POST /api/backups/restore/preview):
 * the figures people recognise first, then the rest, each only when there is any.
 */
export type SetAsideFigures = {
  payments: number;
  payment_cancellations: number;
  attendance: number;
  expenses: number;
  stock_movements: number;
  other: number;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 fee payments (with their receipts), 40 attendance marks and 2 other records", or null. */
export function setAsideText(f: SetAsideFigures): string | null {
  const parts = [
    f.payments && plural(f.payments, 'fee payment (with its receipt)', 'fee payments (with their receipts)'),
    f.payment_cancellations &&
      plural(f.payment_cancellations, 'payment cancellation', 'payment cancellations'),
    f.attendance && plural(f.attendance, 'attendance mark', 'attendance marks'),
    f.expenses && plural(f.expenses, 'expense', 'expenses'),
    f.stock_movements && plural(f.stock_movements, 'stock movement', 'stock movements'),
    f.other && plural(f.other, 'other record', 'other records'),
  ].filter((p): p is string => Boolean(p));
  if (!parts.length) return null;
  const last = parts.pop() as string;
  return parts.length ? `${parts.join(', ')} and ${last}` : last;
}
