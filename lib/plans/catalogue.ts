/**
 * What a plan can include, and the words for it (pure: browser, server and schema).
 *
 * The four basics — students, academics, teachers and session years — come with every plan.
 * The optional modules are the menu's other areas; an API module names the one it belongs to
 * in its manifest (`plan`), so a module left out of a plan is absent from the menu and its
 * routes answer 403.
 */
export const BASIC_MODULES = ['Students', 'Academics', 'Teachers', 'Session years'] as const;

export const PLAN_MODULES = [
  { key: 'fees', label: 'Fees' },
  { key: 'attendance', label: 'Attendance' },
  { key: 'leave', label: 'Leave' },
  { key: 'holidays', label: 'Holidays' },
  { key: 'announcements', label: 'Announcements' },
  { key: 'payroll', label: 'Payroll' },
  { key: 'expenses', label: 'Expenses' },
  { key: 'inventory', label: 'Inventory' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'records', label: 'Student records' },
  { key: 'exams', label: 'Exams' },
  { key: 'timetable', label: 'Timetable' },
] as const;

export type PlanModuleKey = (typeof PLAN_MODULES)[number]['key'];

export const PLAN_MODULE_KEYS = PLAN_MODULES.map((m) => m.key) as [
  PlanModuleKey,
  ...PlanModuleKey[],
];

export const planModuleLabel = (key: string) =>
  PLAN_MODULES.find((m) => m.key === key)?.label ?? key;

export const BILLING_CYCLES = ['month', 'year'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Stored statuses; past due and expired are derived from the dates (state.ts). */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Days after a period ends during which the school still writes (past due). */
export const GRACE_DAYS = 14;
