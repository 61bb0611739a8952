/**
 * The rules of leave as pure functions (no database), shared by the API and the apply form:
 * which days of a range count and how much (half days 0.5), the balance of a person for a
 * type (allocation + carried forward − paid days taken), how much moves into the next session
 * year, and which days of a request lie beyond the balance (leave without pay).
 * Amounts are days in 0.5 steps, which binary floating point holds exactly.
 */
import { eachDay, type IsoDate } from '../../../calendar/dates';
import {
  dayKind,
  portionValue,
  type DayPortion,
  type SchoolCalendar,
} from '../../../calendar/working-days';

/** Why a day of a range is not counted: a holiday or a weekly off day (null: a working day). */
export type OffReason = 'holiday' | 'weekly_off';

export type LeaveDay = {
  date: IsoDate;
  /** Null on a working day. */
  off: OffReason | null;
  portion: DayPortion;
  /** 0 on an off day, else 1 or 0.5. */
  amount: number;
};

/**
 * Every day of the range with its portion (Full unless chosen) and what it counts, over the
 * school's calendar (lib/calendar/working-days.ts decides which days are worked).
 */
export function leaveDays(
  start: IsoDate,
  end: IsoDate,
  portions: Readonly<Record<IsoDate, DayPortion>>,
  calendar: SchoolCalendar,
): LeaveDay[] {
  const days: LeaveDay[] = [];
  for (const date of eachDay(start, end)) {
    const kind = dayKind(date, calendar);
    const off = kind === 'working' ? null : kind;
    const portion = portions[date] ?? 'full';
    days.push({ date, off, portion, amount: off ? 0 : portionValue(portion) });
  }
  return days;
}

export const countedDays = (days: readonly { amount: number }[]) =>
  days.reduce((sum, d) => sum + d.amount, 0);

export type Opening = { allocated: number; carriedForward: number };
export type Taken = {
  /** Approved days, paid or not. */
  days: number;
  /** Of those, the days without pay. */
  withoutPay: number;
};
export type Balance = Opening & {
  taken: number;
  withoutPay: number;
  /** What is left to take with pay: allocation + carried − paid days taken, never below 0. */
  remaining: number;
};

export function balanceOf(opening: Opening, taken: Taken): Balance {
  const paid = taken.days - taken.withoutPay;
  return {
    ...opening,
    taken: taken.days,
    withoutPay: taken.withoutPay,
    remaining: Math.max(0, opening.allocated + opening.carriedForward - paid),
  };
}

/**
 * What is left of a balance once the pending requests are decided (they use it first if
 * approved): allowed − paid days taken − pending; never below 0 (what goes beyond would be
 * without pay).
 */
export function leaveLeft(b: Balance & { pending: number }): number {
  return Math.max(0, b.remaining - b.pending);
}

/** What a session year's balance carries into the next: the unused days, up to the type's cap. */
export function carriedForward(previous: Balance | undefined, cap: number): number {
  if (!previous) return 0;
  return Math.min(cap, previous.remaining);
}

/**
 * The part of each day (in order) without pay: on an unpaid type every counted day; on a paid
 * type what lies beyond `available` days, the latest days first to go unpaid.
 */
export function withoutPayByDay(
  amounts: readonly number[],
  available: number,
  isPaid: boolean,
): number[] {
  let left = isPaid ? Math.max(0, available) : 0;
  return amounts.map((amount) => {
    const paid = Math.min(amount, left);
    left -= paid;
    return amount - paid;
  });
}

/** Whether two date ranges share a day. */
export const rangesOverlap = (
  a: { start: IsoDate; end: IsoDate },
  b: { start: IsoDate; end: IsoDate },
) => a.start <= b.end && b.start <= a.end;
