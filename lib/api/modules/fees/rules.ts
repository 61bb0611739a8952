/**
 * The fee rules as pure functions (no database, no clock: the date is an argument), shared by
 * every route, the summary and the screens, so the figures always agree. Amounts are integer
 * minor units; percentages are hundredths of a percent (basis points), rounded half-up once.
 * Installments are split by lib/money's `allocate` (the last absorbs the rounding).
 */
import { daysBetween, type IsoDate } from '../../../calendar';
import { basisPointsOf } from '../../../money';
import type { LateFeeKind, LedgerKind } from '../../../db/schema/fees-values';

export type LateFeeRule = {
  kind: LateFeeKind;
  /** Fixed: the fee; per day: the fee per day after the grace period. */
  amount: number;
  /** Percentage of the overdue amount, in basis points (5% = 500). */
  basisPoints: number;
  graceDays: number;
  /** The most a due may carry in late fees; null: no cap. */
  cap: number | null;
};

export const NO_LATE_FEE: LateFeeRule = {
  kind: 'none',
  amount: 0,
  basisPoints: 0,
  graceDays: 0,
  cap: null,
};

/**
 * The late fee of a due as of a date: nothing until the grace period after the due date has
 * passed or while nothing is overdue; then the fixed fee, the percentage of the overdue amount,
 * or the fee per day counted from the end of the grace period; never above the cap.
 */
export function lateFee(
  rule: LateFeeRule,
  dueDate: IsoDate,
  overdue: number,
  asOf: IsoDate,
): number {
  if (rule.kind === 'none' || overdue <= 0) return 0;
  const daysLate = daysBetween(dueDate, asOf) - rule.graceDays;
  if (daysLate <= 0) return 0;
  const fee =
    rule.kind === 'fixed'
      ? rule.amount
      : rule.kind === 'percentage'
        ? basisPointsOf(overdue, rule.basisPoints, 'half-up')
        : rule.amount * daysLate;
  return rule.cap === null ? fee : Math.min(fee, rule.cap);
}

/** A ledger line as the rules read it; `reverses` is the kind of the line a cancellation reverses. */
export type LedgerLine = {
  id: number;
  kind: LedgerKind;
  amount: number;
  dueId: number | null;
  reverses?: LedgerKind | null;
};

export type DueState = {
  /** The due itself (positive). */
  amount: number;
  lateFeesPosted: number;
  waived: number;
  /** Payments and advance applied to this due, cancellations and refunds taken off. */
  paid: number;
  /** amount + late fees posted − waived − paid. */
  outstanding: number;
};

/** What one due stands at, from the lines that name it (its own line included). */
export function dueState(due: LedgerLine, lines: readonly LedgerLine[]): DueState {
  const state: DueState = {
    amount: due.amount,
    lateFeesPosted: 0,
    waived: 0,
    paid: 0,
    outstanding: 0,
  };
  for (const line of lines) {
    if (line.dueId !== due.id || line.id === due.id) continue;
    const kind = line.kind === 'cancellation' ? line.reverses : line.kind;
    if (kind === 'late_fee') state.lateFeesPosted += line.amount;
    else if (kind === 'waiver') state.waived -= line.amount;
    // A refund (positive) gives back money that paid this due: it is paid that much less.
    else if (kind === 'payment' || kind === 'advance_applied' || kind === 'refund')
      state.paid -= line.amount;
  }
  state.outstanding = state.amount + state.lateFeesPosted - state.waived - state.paid;
  return state;
}

/**
 * The late fee a due has earned as of a date beyond what is already posted: the rule applied
 * to what is still overdue of the due itself (its amount less waivers and payments).
 */
export function pendingLateFee(
  rule: LateFeeRule,
  dueDate: IsoDate,
  state: DueState,
  asOf: IsoDate,
): number {
  const overdue = Math.max(0, state.amount - state.waived - state.paid);
  return Math.max(0, lateFee(rule, dueDate, overdue, asOf) - state.lateFeesPosted);
}

export type Balance = {
  dues: number;
  lateFees: number;
  waivers: number;
  payments: number;
  /** Money received and not yet used on a due. */
  advance: number;
  /** Money given back to payers (refunds): `payments` stays what was collected. */
  refunded: number;
  /**
   * dues + late fees − waivers − payments + refunded: negative when the school holds an
   * advance. A refund adds back to what the student owes, since the school no longer holds it.
   */
  balance: number;
};

/**
 * A student's balance from their ledger lines, plus late fees earned but not yet posted.
 * Cancelled lines are taken off by their cancellation; moving an advance onto a due changes
 * neither payments nor the balance, only where the money sits.
 */
export function balanceOf(lines: readonly LedgerLine[], pendingLateFees = 0): Balance {
  const b: Balance = {
    dues: 0,
    lateFees: pendingLateFees,
    waivers: 0,
    payments: 0,
    advance: 0,
    refunded: 0,
    balance: 0,
  };
  for (const line of lines) {
    const kind = line.kind === 'cancellation' ? line.reverses : line.kind;
    if (kind === 'due') b.dues += line.amount;
    else if (kind === 'late_fee') b.lateFees += line.amount;
    else if (kind === 'waiver') b.waivers -= line.amount;
    else if (kind === 'payment') b.payments -= line.amount;
    else if (kind === 'advance') {
      b.payments -= line.amount;
      b.advance -= line.amount;
    } else if (kind === 'advance_applied' && line.dueId === null) b.advance -= line.amount;
    else if (kind === 'refund') {
      b.refunded += line.amount;
      // Without a due, the money given back is what the payment had left as an advance.
      if (line.dueId === null) b.advance -= line.amount;
    }
  }
  b.balance = b.dues + b.lateFees - b.waivers - b.payments + b.refunded;
  return b;
}

/**
 * A ledger known only by its signed sums per kind, as `balanceOf` tells kinds apart (a
 * cancellation counted with the kind it reverses; an `advance_applied` line counted only when
 * it names no due). This is what `fee_student_totals` keeps per student for the fee summary.
 */
export type KindSums = {
  due: number;
  lateFee: number;
  waiver: number;
  payment: number;
  advance: number;
  /** `advance_applied` lines without a due (the advance side of moving it onto a due). */
  advanceUsed: number;
  /** `refund` lines, all of them. */
  refund: number;
  /** `refund` lines without a due (the part taken off an advance). */
  refundAdvance: number;
};

/** `balanceOf` of lines given by their sums per kind: the same rule, so the summary and a student agree. */
export function balanceOfSums(sums: KindSums): Balance {
  const line = (kind: LedgerKind, amount: number, dueId: number | null): LedgerLine => ({
    id: 0,
    kind,
    amount,
    dueId,
  });
  return balanceOf([
    line('due', sums.due, 0),
    line('late_fee', sums.lateFee, 0),
    line('waiver', sums.waiver, 0),
    line('payment', sums.payment, 0),
    line('advance', sums.advance, null),
    line('advance_applied', sums.advanceUsed, null),
    line('refund', sums.refund - sums.refundAdvance, 0),
    line('refund', sums.refundAdvance, null),
  ]);
}

/**
 * How a payment is spread: the chosen dues in order, each up to what it owes now (late fee
 * included); what is left is an advance. `owed` are the dues' outstanding amounts.
 */
export function allocatePayment(
  amount: number,
  owed: readonly { dueId: number; owed: number }[],
): { parts: { dueId: number; amount: number }[]; advance: number } {
  const parts: { dueId: number; amount: number }[] = [];
  let left = amount;
  for (const { dueId, owed: due } of owed) {
    if (left <= 0) break;
    const part = Math.min(left, due);
    if (part > 0) parts.push({ dueId, amount: part });
    left -= part;
  }
  return { parts, advance: left };
}
