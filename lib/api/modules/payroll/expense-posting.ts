/**
 * The one place payroll posts to (and reverses from) the expense book: a finalised run's total
 * as one expense in the category "Salaries", marked as posted by payroll.
 *
 * NOT CONNECTED YET: the expenses module's posting function was not on its branch when this
 * was written; until it is merged these post nothing and the run keeps `expense_id` null.
 */
import type { Executor } from '../../../db/client';
import type { Actor } from './compute';

export type SalariesPosting = { runId: number; month: string; total: number; date: string };

/** Posts the run's total; returns the expense's id (null while not connected). */
export async function postSalariesExpense(
  _tx: Executor,
  _actor: Actor,
  _posting: SalariesPosting,
): Promise<number | null> {
  return null;
}

/** Reverses the expense a run posted (cancelling the run's payment). */
export async function reverseSalariesExpense(
  _tx: Executor,
  _actor: Actor,
  _expenseId: number | null,
  _reason: string,
): Promise<void> {}
