/**
 * The dashboard's two calls (SPEC §7) with their cache and retry policy (SPEC §9). Keys and
 * types are shared by the server prefetch and the client hooks.
 */
// Types only: erased from the browser bundle.
import type { MyClass } from '@/lib/api/modules/people/types';

export type { MyClass };
import type { DashboardAnnouncement } from './daily-cards';
import type { RegisterCompletion } from '@/lib/api/modules/attendance/types';
import { dataOf, type PrefetchQuery } from '@/lib/session/prefetch-query';
import { numberFormat } from '@/lib/i18n/intl-formats';
export type Figure = {
  key: string;
  label: string;
  /** Null: nothing to measure yet (e.g. no attendance marked today). */
  value: number | null;
  format: 'count' | 'percent' | 'money';
  /** The screen listing what it counts, when there is one. */
  href?: string;
};

/** One of the latest fee payments (fees-list holders through a staff role; [] for others). */
export type LatestPayment = {
  id: number;
  receipt_no: number;
  paid_on: string;
  student_name: string | null;
  class_section_name: string | null;
  amount: number;
  method: string;
  status: 'paid' | 'cancelled';
};
export type Chart = {
  key: string;
  title: string;
  caption: string;
  bars: { label: string; value: number }[];
};

/** Figures and charts come from the modules' contributions (their manifests' `dashboard`). */
export type DashboardStats = {
  session_year: { id: number; name: string };
  figures: Figure[];
  charts: Chart[];
  my_classes: MyClass[];
  /** Requests waiting for this approver; null for those who decide none. */
  pending_leave_requests: number | null;
  announcements: DashboardAnnouncement[];
  /** Today's registers not taken yet (attendance module); null for those who do not read them. */
  register_completion?: RegisterCompletion | null;
  /** Absent when the fees module is outside the build's modules. */
  latest_payments?: LatestPayment[];
};

export type FeeSummary = {
  session_year_id: number;
  session_year_name: string;
  currency: string;
  fee_structures: number;
  total_due: number;
  collected: number;
  waived: number;
  late_fees: number;
  advance: number;
  outstanding: number;
  overdue_students: number;
  per_class: {
    class_id: number;
    class_name: string;
    total_due: number;
    collected: number;
    outstanding: number;
  }[];
  per_month: { month: string; collected: number }[];
};

export const DASHBOARD_STATS_KEY = ['dashboard-stats'] as const;
export const feeSummaryKey = (sessionYearId: number) => ['fee-summary', sessionYearId] as const;

/** SPEC §4: the fee summary is asked for only once the stats are in, plus this delay. */
export const FEE_SUMMARY_DELAY_MS = 500;

/**
 * A figure as the card writes it: money by `money` (the school's currency, see
 * useSchoolFormat), numbers in the page's language, `notMarked` for a figure with no value yet.
 */
export function formatFigure(
  figure: Figure,
  how: { money: (minor: number) => string; locale: string; notMarked: string },
): string {
  if (figure.value === null) return how.notMarked;
  if (figure.format === 'money') return how.money(figure.value);
  const number = numberFormat(how.locale).format(figure.value);
  return figure.format === 'percent' ? `${number}%` : number;
}

/**
 * The text to show for a failed query (apiFetch errors carry the server's message); `noAnswer`
 * when there is none.
 */
export function failureMessage(error: unknown, noAnswer: string): string {
  return error instanceof Error ? error.message : noAnswer;
}

/**
 * A guardian's dashboard reads four lists of its own (no school-wide figures). Each is one
 * descriptor, so the server prefetches exactly what the client would ask for under the same
 * key: the cards arrive in the HTML instead of after the scripts, and do not push the page
 * down when they land (Lighthouse on a phone: the latest announcement was the largest paint,
 * 2.2 s after the first byte, and the late cards shifted the layout by 0.15–0.37).
 */
export type CardQuery<T> = PrefetchQuery<T>;

export const guardianChildrenQuery: CardQuery<DashboardChild[]> = {
  queryKey: ['dashboard-children'],
  path: '/api/guardian/children',
  pick: dataOf,
};
export const latestAnnouncementsQuery: CardQuery<DashboardAnnouncement[]> = {
  queryKey: ['dashboard-announcements'],
  path: '/api/announcements?per_page=5',
  pick: dataOf,
};
export const nextHolidaysQuery = (today: string): CardQuery<DashboardHoliday[]> => ({
  queryKey: ['dashboard-holidays', today],
  path: `/api/holidays?from=${today}&sort=start_date&per_page=5`,
  pick: dataOf,
});
export const childBalanceQuery = (studentId: number): CardQuery<number> => ({
  queryKey: ['child-fee-balance', studentId],
  path: `/api/students/${studentId}/fees`,
  pick: (body) => (body.data as { balance: { balance: number } }).balance.balance,
});

export type DashboardChild = {
  id: number;
  first_name: string;
  last_name: string;
  admission_no: string;
  class_section_name: string;
};
export type DashboardHoliday = { id: number; title: string; start_date: string; end_date: string };
