/**
 * How a refund is spread over what its payment paid (pure; table-tested in refunds.test.ts).
 *
 * A refund gives money back to the payer. The school no longer holds it, so what that money
 * had settled is owed again: the refund adds back to the student's balance. It comes first
 * out of the advance the payment left (money not yet owed, as far as the student still holds
 * it), then out of the dues it paid, the last paid first. It can never be more than what the
 * payment brought and earlier refunds have not already given back.
 */

/** One part of what a payment paid: a due, or (dueId null) the advance it left. */
export type PaidPart = { dueId: number | null; amount: number };

export type RefundPlan =
  | { ok: true; parts: PaidPart[] }
  /** `left`: the most that can still be refunded. */
  | { ok: false; left: number };

/**
 * `paid`: the payment's parts in the order it paid them; `refunded`: this payment's earlier
 * refund parts; `advanceHeld`: the student's advance now (a later payment may have used it).
 */
export function planRefund(
  amount: number,
  paid: readonly PaidPart[],
  refunded: readonly PaidPart[],
  advanceHeld: number,
): RefundPlan {
  const leftOn = (dueId: number | null) =>
    paid.filter((p) => p.dueId === dueId).reduce((a, p) => a + p.amount, 0) -
    refunded.filter((p) => p.dueId === dueId).reduce((a, p) => a + p.amount, 0);
  const dues = [...new Set(paid.flatMap((p) => (p.dueId === null ? [] : [p.dueId])))].reverse();
  const open: PaidPart[] = [
    { dueId: null, amount: Math.min(leftOn(null), Math.max(0, advanceHeld)) },
    ...dues.map((dueId) => ({ dueId, amount: leftOn(dueId) })),
  ].filter((p) => p.amount > 0);
  const left = open.reduce((a, p) => a + p.amount, 0);
  if (amount > left) return { ok: false, left };
  const parts: PaidPart[] = [];
  let rest = amount;
  for (const part of open) {
    if (rest <= 0) break;
    const take = Math.min(rest, part.amount);
    parts.push({ dueId: part.dueId, amount: take });
    rest -= take;
  }
  return { ok: true, parts };
}
