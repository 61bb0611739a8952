/**
 * What a module offers the dashboard: figures (a number with a label, shown to those holding
 * the permission) and charts (bars that compare like with like). Each module declares its own
 * in `modules/{area}/dashboard.ts`; lib/api/dashboard-contributions.ts lists them, so today's
 * attendance or fees collected appear on the dashboard the day their module adds them.
 */
import type { Database } from '../../../db/client';
import type { PermissionName } from '../../../permissions/catalogue';

export type DashboardContext = {
  db: Database;
  schoolId: number;
  userId: number;
  /** The school's default session year: "this year". */
  sessionYearId: number;
  /** Today in the school's time zone. */
  today: string;
};

/**
 * How a figure reads: a count, a percentage (0 to 100, e.g. today's attendance), or money
 * (integer minor units of the school's currency, e.g. expenses this month), formatted by
 * lib/money in the browser.
 */
export type FigureFormat = 'count' | 'percent' | 'money';

export type DashboardFigure = {
  /** Also the figure's field in the response (total_students...), which older clients read. */
  key: string;
  label: string;
  permission: PermissionName;
  format: FigureFormat;
  /** Null when there is nothing to measure yet (no attendance marked today): shown as such. */
  value: (ctx: DashboardContext) => Promise<number | null>;
};

export type DashboardChart = {
  key: string;
  title: string;
  caption: string;
  permission: PermissionName;
  bars: (ctx: DashboardContext) => Promise<{ label: string; value: number }[]>;
};

export type DashboardContribution = {
  module: string;
  figures?: DashboardFigure[];
  charts?: DashboardChart[];
};
