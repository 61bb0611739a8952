/**
 * Expenses posted by other modules (a finalised payroll run posts its total in "Salaries"),
 * inside the caller's own transaction, so the expense exists exactly when the caller's record
 * does. Such an expense names its source and the source record; the expenses screen and API
 * refuse to edit or cancel it: only the posting module reverses it, with `reversePostedExpense`.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { expenseCategories, expenses } from '../../../db/schema/expenses';
import type { ExpenseSource } from '../../../db/schema/expenses-values';
import { validationFailed } from '../../http/errors';
import type { AuditRecorder } from '../../http/audit';
import { storedRow } from '../../http/audit';
import { sessionYearOn } from '../academics';
import { apiMessage } from '../../http/messages';

/** A source other than the expenses screen itself. */
export type PostingSource = Exclude<ExpenseSource, 'manual'>;

export type PostExpenseInput = {
  schoolId: number;
  /** The category's name; created when the school has none of that name. */
  category: string;
  title: string;
  /** Integer minor units of the school's currency, above zero. */
  amount: number;
  /** YYYY-MM-DD; the expense's session year is the one holding it. */
  date: string;
  source: PostingSource;
  /** The posting module's record (a payroll run's id): one live expense per record. */
  sourceId: number;
  referenceNo?: string | null;
  note?: string | null;
  /** Who posted it (the user finalising the run), when a user did. */
  userId?: number | null;
};

export type ReversePostedExpenseInput = {
  schoolId: number;
  source: PostingSource;
  sourceId: number;
  reason: string;
  userId?: number | null;
};

/** The id of the school's category `name`, created (and audited) when missing. */
export async function ensureExpenseCategory(
  tx: Executor,
  schoolId: number,
  name: string,
  audit?: AuditRecorder,
): Promise<number> {
  const created = await tx
    .insert(expenseCategories)
    .values({ schoolId, name })
    .onConflictDoNothing({ target: [expenseCategories.schoolId, expenseCategories.name] })
    .returning({ id: expenseCategories.id });
  const [made] = created;
  if (made) {
    await audit?.(tx, {
      action: 'create',
      entity: 'expense-categories',
      entityId: made.id,
      after: await storedRow(tx, expenseCategories, schoolId, made.id),
    });
    return made.id;
  }
  const row = oneRow(
    await tx
      .select({ id: expenseCategories.id })
      .from(expenseCategories)
      .where(and(eq(expenseCategories.schoolId, schoolId), eq(expenseCategories.name, name))),
    'reading the category whose insert met its name',
  );
  return row.id;
}

/**
 * Posts one expense for another module's record, in the caller's transaction; audited as a
 * `create` of `expenses` when a recorder is given. A second live posting of the same record is
 * refused (422 on `source_id`; a unique index backs it), so a retried finalisation cannot post
 * twice.
 */
export async function postExpense(
  tx: Executor,
  input: PostExpenseInput,
  audit?: AuditRecorder,
): Promise<{ id: number; categoryId: number }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw validationFailed({
      amount: apiMessage('expenses.wholeMinorUnits'),
    });
  const live = await livePosting(tx, input.schoolId, input.source, input.sourceId);
  if (live)
    throw validationFailed({
      source_id: apiMessage('expenses.alreadyPosted', {
        source: input.source,
        id: String(live.id),
      }),
    });
  const categoryId = await ensureExpenseCategory(tx, input.schoolId, input.category, audit);
  const session = await sessionYearOn(tx, input.schoolId, input.date);
  const row = oneRow(
    await tx
      .insert(expenses)
      .values({
        schoolId: input.schoolId,
        categoryId,
        title: input.title,
        amount: input.amount,
        spentOn: input.date,
        referenceNo: input.referenceNo ?? null,
        note: input.note ?? null,
        sessionYearId: session?.id ?? null,
        source: input.source,
        sourceId: input.sourceId,
        createdByUserId: input.userId ?? null,
      })
      .returning({ id: expenses.id }),
    'inserting one row into expenses',
  );
  await audit?.(tx, {
    action: 'create',
    entity: 'expenses',
    entityId: row.id,
    after: await storedRow(tx, expenses, input.schoolId, row.id),
  });
  return { id: row.id, categoryId };
}

/**
 * Reverses the live expense a record posted: it is kept, marked cancelled with the reason and
 * left out of every total. Answers its id, or null when the record has no live posting (never
 * posted, or already reversed), so a caller may reverse without checking first.
 */
export async function reversePostedExpense(
  tx: Executor,
  input: ReversePostedExpenseInput,
  audit?: AuditRecorder,
): Promise<{ id: number } | null> {
  const live = await livePosting(tx, input.schoolId, input.source, input.sourceId);
  if (!live) return null;
  const before = await storedRow(tx, expenses, input.schoolId, live.id);
  await tx
    .update(expenses)
    .set({
      cancelledAt: new Date(),
      cancelReason: input.reason,
      cancelledByUserId: input.userId ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(expenses.schoolId, input.schoolId), eq(expenses.id, live.id)));
  await audit?.(tx, {
    action: 'cancel',
    entity: 'expenses',
    entityId: live.id,
    before,
    after: await storedRow(tx, expenses, input.schoolId, live.id),
  });
  return { id: live.id };
}

/** The record's live (not cancelled) expense, locked until the transaction ends. */
async function livePosting(
  tx: Executor,
  schoolId: number,
  source: PostingSource,
  sourceId: number,
) {
  const [row] = await tx
    .select({ id: expenses.id })
    .from(expenses)
    .where(
      and(
        eq(expenses.schoolId, schoolId),
        eq(expenses.source, source),
        eq(expenses.sourceId, sourceId),
        isNull(expenses.cancelledAt),
      ),
    )
    .for('update');
  return row;
}
