/** The fixed value lists of the payroll tables, importable by screens (no drizzle). */
export const COMPONENT_KINDS = ['allowance', 'deduction'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];
export const COMPONENT_CALCS = ['fixed', 'percentage'] as const;
export type ComponentCalc = (typeof COMPONENT_CALCS)[number];
/** calendar_days: the days of the month; working_days: its working days in the school calendar. */
export const WORKING_DAYS_RULES = ['calendar_days', 'working_days'] as const;
export type WorkingDaysRule = (typeof WORKING_DAYS_RULES)[number];
export const RUN_STATUSES = ['draft', 'finalised', 'cancelled'] as const;
export const PAYSLIP_LINE_KINDS = ['basic', 'allowance', 'deduction', 'unpaid_leave'] as const;
export type PayslipLineKind = (typeof PAYSLIP_LINE_KINDS)[number];
export const PAY_METHODS = ['cash', 'cheque', 'bank_transfer', 'online'] as const;
