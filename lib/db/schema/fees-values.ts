/** The fees module's value lists, without drizzle, so the browser's forms can import them too. */
export const LATE_FEE_KINDS = ['none', 'fixed', 'percentage', 'per_day'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

/**
 * What a fee structure charges for: a class may carry one current structure of each name side
 * by side (tuition beside transport, hostel or an optional one), each assigned on its own.
 */
export const STRUCTURE_KINDS = ['tuition', 'transport', 'hostel', 'other'] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'cheque', 'bank_transfer', 'card', 'online'] as const;

/**
 * What a ledger line records. Signs: due and late_fee positive; waiver, payment (toward a due)
 * and advance (money kept for later) negative; advance_applied moves an advance onto a due (a
 * pair: negative on the due, positive on the advance), cancellation reverses a line. refund
 * (positive) is money given back to the payer of a payment: the school no longer holds it, so
 * what that money settled is owed again (on the due it paid, or taken off the advance it left).
 */
export const LEDGER_KINDS = [
  'due',
  'late_fee',
  'waiver',
  'payment',
  'advance',
  'advance_applied',
  'cancellation',
  'refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
