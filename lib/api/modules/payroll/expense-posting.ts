/**
 * The one place payroll posts to (and reverses from) the expense book, through the expenses
 * module's exported functions, inside the run's own transaction: a finalised run's total as one
 * expense in "Salaries", with the run as its source (the expenses screens refuse to edit or
 * cancel it). Cancelling the run's payment is the only way back: it reverses that expense.
 */
import type { Executor } from '../../../db/client';
import type { AuditRecorder } from '../../http/audit';
import { postExpense, reversePostedExpense, SALARIES_CATEGORY } from '../expenses';
import type { Actor } from './compute';

export type SalariesPosting = { runId: number; month: string; total: number; date: string };

/** Posts the run's total; returns the expense's id (null for a run that pays nothing). */
export async function postSalariesExpense(
  tx: Executor,
  actor: Actor,
  posting: SalariesPosting,
  audit?: AuditRecorder,
): Promise<number | null> {
  if (posting.total <= 0) return null;
  const { id } = await postExpense(
    tx,
    {
      schoolId: actor.schoolId,
      category: SALARIES_CATEGORY,
      title: `Salaries ${posting.month}`,
      amount: posting.total,
      date: posting.date,
      source: 'payroll',
      sourceId: posting.runId,
      referenceNo: `PAYROLL-${posting.month}`,
      userId: actor.userId,
    },
    audit,
  );
  return id;
}

/** Reverses the expense a run posted (nothing to do when it posted none). */
export async function reverseSalariesExpense(
  tx: Executor,
  actor: Actor,
  runId: number,
  reason: string,
  audit?: AuditRecorder,
): Promise<void> {
  await reversePostedExpense(
    tx,
    { schoolId: actor.schoolId, source: 'payroll', sourceId: runId, reason, userId: actor.userId },
    audit,
  );
}
