/**
 * A subscription's state on a given day, and what a plan's limit allows (pure, table-tested).
 */
import { addDays, daysInMonth, datePartsOf, isoDateOf, type IsoDate } from '../calendar';
import { GRACE_DAYS, type BillingCycle, type SubscriptionStatus } from './catalogue';

export type SubscriptionState = 'trial' | 'active' | 'past_due' | 'expired' | 'cancelled';

export type StateOfDay = {
  state: SubscriptionState;
  /** Writes are refused (402): expired, or cancelled, once the grace period is over. */
  readOnly: boolean;
  /** The last day the school may still write. */
  graceEndsOn: IsoDate;
};

/**
 * Within its dates a period is what was stored (trial, active); after its end the school has
 * GRACE_DAYS of past due, then it is expired and read-only. A cancelled subscription ends on
 * the day it was cancelled and gets the same grace, so a school is warned before it is
 * read-only — and never locked out: reading and sign-in always work.
 */
export function subscriptionState(
  period: { status: SubscriptionStatus; endsOn: IsoDate },
  today: IsoDate,
  graceDays = GRACE_DAYS,
): StateOfDay {
  const graceEndsOn = addDays(period.endsOn, graceDays);
  const over = today > graceEndsOn;
  if (period.status === 'cancelled') return { state: 'cancelled', readOnly: over, graceEndsOn };
  if (today <= period.endsOn) return { state: period.status, readOnly: false, graceEndsOn };
  return { state: over ? 'expired' : 'past_due', readOnly: over, graceEndsOn };
}

const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);

/**
 * The last day of a period cancelled on `today`: today, or its end when that is already past —
 * never before its first day (a renewal not begun yet still ends on its first day).
 */
export function cancelledEndsOn(period: { startsOn: IsoDate; endsOn: IsoDate }, today: IsoDate) {
  return later(period.startsOn, period.endsOn < today ? period.endsOn : today);
}

/**
 * A renewal of `cycles` billing cycles: from the day after the period ends, or from today when
 * it has already ended (a lapsed school gets its full cycles).
 */
export function renewalDates(
  period: { endsOn: IsoDate },
  cycle: BillingCycle,
  today: IsoDate,
  cycles = 1,
): { startsOn: IsoDate; endsOn: IsoDate } {
  const startsOn = later(addDays(period.endsOn, 1), today);
  return { startsOn, endsOn: periodEnd(startsOn, cycle, cycles) };
}

/** The last day of a period of one cycle starting on `start` (a month from 31 Jan ends 28/29 Feb). */
export function periodEnd(start: IsoDate, cycle: BillingCycle, cycles = 1): IsoDate {
  const parts = datePartsOf(start);
  if (!parts) throw new Error(`Not a date: ${start}`);
  const months = (cycle === 'year' ? 12 : 1) * cycles;
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(parts.day, daysInMonth(year, month));
  return addDays(isoDateOf({ year, month, day }), -1);
}

export type LimitKind = 'students' | 'staff';

/**
 * The refusal as a message of the API's catalogue (api.json subscriptions.*), rendered in the
 * caller's language by the API (the shape of lib/api/http/messages.ts ApiMessage).
 */
export type LimitMessage = { key: string; values: Record<string, string> };

/**
 * Null when `adding` more fit under the plan's limit; else the message, naming the limit and
 * the plan. A limit below current usage is allowed (the provider may lower it): then nothing
 * more can be added until enough have left.
 */
export function limitProblem(input: {
  kind: LimitKind;
  plan: string;
  limit: number | null;
  used: number;
  adding: number;
}): LimitMessage | null {
  const { kind, plan, limit, used, adding } = input;
  if (limit === null || used + adding <= limit) return null;
  // Figures as written (no digit grouping), as the English has always shown them.
  const values = { kind, plan, limit: String(limit), used: String(used) };
  if (adding === 1) return { key: 'subscriptions.limitReached', values };
  return {
    key: 'subscriptions.limitExceeded',
    values: {
      ...values,
      adding: String(adding),
      over: String(used + adding - limit),
      room: String(Math.max(0, limit - used)),
    },
  };
}
