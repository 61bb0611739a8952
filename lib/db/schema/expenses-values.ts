/** The expenses module's value lists, without drizzle, so the browser's forms can import them too. */

/** Who posted an expense: the expenses screen (`manual`) or a finalised payroll run (`payroll`). */
export const EXPENSE_SOURCES = ['manual', 'payroll'] as const;
export type ExpenseSource = (typeof EXPENSE_SOURCES)[number];

/** The category a payroll run posts its total in, created when the school lacks it. */
export const SALARIES_CATEGORY = 'Salaries';
