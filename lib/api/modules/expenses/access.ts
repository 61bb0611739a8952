/** Who may open an expense's attachment: holders of expense-list, for an expense of their school. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { expenses } from '../../../db/schema/expenses';
import type { SchoolUser } from '../../http/context';

export async function mayViewExpenseAttachment(db: Executor, caller: SchoolUser, url: string) {
  if (!caller.permissions.has('expense-list')) return false;
  const [row] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.schoolId, caller.school.id), eq(expenses.attachment, url)))
    .limit(1);
  return row !== undefined;
}
