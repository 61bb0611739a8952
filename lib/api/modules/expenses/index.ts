/**
 * The expenses module's public face. Another module posts an expense for one of its records
 * inside its own transaction with `postExpense` (the payroll run's total in "Salaries"), and
 * reverses it with `reversePostedExpense`; the screen and API never edit or cancel such an
 * expense. Everything else in this folder is internal.
 */
export { postExpense, reversePostedExpense } from './posting';
export { SALARIES_CATEGORY } from '../../../db/schema/expenses-values';
