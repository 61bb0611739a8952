/**
 * The dashboard's two calls (SPEC §7) with their cache and retry policy (SPEC §9). Keys and
 * types are shared by the server prefetch and the client hooks.
 */
export type DashboardStats = {
  session_year: { id: number; name: string };
  total_teachers?: number;
  total_guardians?: number;
  total_staff?: number;
  total_classes?: number;
  total_class_sections?: number;
  total_subjects?: number;
};

export type FeeSummary = {
  session_year_id: number;
  session_year_name: string;
  currency: string;
  fee_structures: number;
  classes_with_fees: number;
  total_fees: number;
};

export const DASHBOARD_STATS_KEY = ['dashboard-stats'] as const;
export const feeSummaryKey = (sessionYearId: number) => ['fee-summary', sessionYearId] as const;

/** SPEC §4: the fee summary is asked for only once the stats are in, plus this delay. */
export const FEE_SUMMARY_DELAY_MS = 500;

/** The counts in the order the cards show them, with their labels. */
export const STAT_CARDS = [
  { key: 'total_teachers', label: 'Teachers' },
  { key: 'total_guardians', label: 'Guardians' },
  { key: 'total_staff', label: 'Staff' },
  { key: 'total_classes', label: 'Classes' },
  { key: 'total_class_sections', label: 'Class sections' },
  { key: 'total_subjects', label: 'Subjects' },
] as const satisfies readonly { key: keyof DashboardStats; label: string }[];

/** The cards the user may see: the API leaves out counts the caller may not list. */
export function visibleStats(stats: DashboardStats) {
  return STAT_CARDS.flatMap(({ key, label }) => {
    const value = stats[key];
    return typeof value === 'number' ? [{ key, label, value }] : [];
  });
}

/** The text to show for a failed query (apiFetch errors carry the server's message). */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'The server did not answer.';
}
