/**
 * What the screens share with the expenses module (row types of its lists and the pure rules the screens apply too): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export type { ExpenseCategoryRow } from './categories';
export type { ExpenseRow } from './lists';
export { monthLabel, type ExpenseChart } from './rules';
