/**
 * What a module offers the dashboard: figures (a number with a label, shown to those holding
 * the permission), charts (bars that compare like with like) and fields of the answer of its
 * own (a teacher's classes, the leave requests waiting). Each module declares its own in
 * `modules/{area}/dashboard.ts` and names it in its manifest (`dashboard`), so today's
 * attendance or fees collected appear on the dashboard the day their module adds them. The
 * type lives here, beside the manifest, so a module never imports the dashboard module.
 */
import type { Database } from '../../db/client';
import type { PermissionName, ReservedRole } from '../../permissions/catalogue';
import type { SchoolUser } from './context';

export type DashboardContext = {
  db: Database;
  schoolId: number;
  userId: number;
  /** The school's default session year: "this year". */
  sessionYearId: number;
  /** Today in the school's time zone. */
  today: string;
  caller: SchoolUser;
};

/**
 * How a figure reads: a count, a percentage (0 to 100, e.g. today's attendance), or money
 * (integer minor units of the school's currency, e.g. expenses this month), formatted by
 * lib/money in the browser.
 */
export type FigureFormat = 'count' | 'percent' | 'money';

/**
 * Who sees a figure: holders of a permission through a staff role, or, for an area no
 * permission names (Inventory is the School Admin's alone, SPEC §6), holders of a role.
 */
export type FigureAudience = { permission: PermissionName } | { role: ReservedRole };

export type DashboardFigure = FigureAudience & {
  /** Also the figure's field in the response (total_students...), which older clients read. */
  key: string;
  label: string;
  format: FigureFormat;
  /** Null when there is nothing to measure yet (no attendance marked today): shown as such. */
  value: (ctx: DashboardContext) => Promise<number | null>;
  /** The screen that lists what it counts (a path, with its filters), when there is one. */
  href?: (ctx: DashboardContext) => string;
};

export type DashboardChart = {
  key: string;
  title: string;
  caption: string;
  permission: PermissionName;
  bars: (ctx: DashboardContext) => Promise<{ label: string; value: number }[]>;
};

/** A field of the answer of its own (`my_classes`), for screens that show more than figures. */
export type DashboardField = {
  key: string;
  /** Its value when the module is outside the school's plan. */
  empty: unknown;
  value: (ctx: DashboardContext) => Promise<unknown>;
};

export type DashboardContribution = {
  figures?: DashboardFigure[];
  charts?: DashboardChart[];
  fields?: DashboardField[];
  /**
   * "This year" for every figure: given by the module that owns the session years (exactly
   * one does), so the dashboard reads it without naming that module.
   */
  sessionYear?: (db: Database, schoolId: number) => Promise<{ id: number; name: string }>;
};
