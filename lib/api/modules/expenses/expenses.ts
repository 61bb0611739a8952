/**
 * /api/expenses (SPEC §6 `expense-*`): the expense book. Create and edit take JSON or a
 * multipart form with an `attachment` (a private file of kind `expense`). Nothing is deleted:
 * cancelling (`expense-delete`) keeps the expense, marked with its reason and left out of every
 * total. An expense another module posted (payroll) is read-only here: editing or cancelling it
 * is refused (409), as only cancelling the run's payment reverses it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { expenses } from '../../../db/schema/expenses';
import { todayIn } from '../../../calendar';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { listResponse, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { sessionYearOn } from '../academics';
import { storeAttachment } from '../files';
import { categoryExists } from './categories';
import { expenseList, expenseRow, expenseTotals, type ExpenseRow } from './lists';
import { expenseDateProblem } from './rules';
import { cancelExpenseSchema, expenseSchema, type ExpenseBody } from './schemas';
import { apiMessage } from '../../http/messages';

const TAG = 'expenses';
const ENTITY = 'expenses';

async function mustRead(db: Executor, schoolId: number, id: number): Promise<ExpenseRow> {
  const row = await expenseRow(db, schoolId, id);
  if (!row) throw notFound('expense');
  return row;
}

/** Why this expense may not be changed from the expense book, if it may not. */
function refuseChange(row: ExpenseRow, doing: 'edited' | 'cancelled') {
  if (row.source !== 'manual')
    throw new ApiError(
      'conflict',
      apiMessage('expenses.postedElsewhere', { source: row.source, doing }),
    );
  if (row.status === 'cancelled')
    throw new ApiError('conflict', apiMessage('expenses.cancelledNoChange'));
}

/** The body's rules that need the school: its category, its today, its session year. */
async function checked(tx: Executor, caller: SchoolUser, body: ExpenseBody) {
  const schoolId = caller.school.id;
  const errors: Record<string, string> = {};
  if (!(await categoryExists(tx, schoolId, body.category_id)))
    errors.category_id = 'Choose a category of this school.';
  const dateProblem = expenseDateProblem(body.date, todayIn(caller.format.timeZone));
  if (dateProblem) errors.date = dateProblem;
  const session = dateProblem ? undefined : await sessionYearOn(tx, schoolId, body.date);
  if (!dateProblem && !session) errors.date = 'No session year of the school holds this date.';
  if (Object.keys(errors).length || !session) throw validationFailed(errors);
  return {
    categoryId: body.category_id,
    title: body.title,
    amount: body.amount,
    spentOn: body.date,
    referenceNo: body.reference_no,
    note: body.note,
    sessionYearId: session.id,
  };
}

/** Stores the attachment (refused on its field if it is not a PDF or an image). */
function attachmentOf(storageDir: string, schoolId: number, body: ExpenseBody) {
  return body.attachment
    ? storeAttachment(storageDir, schoolId, 'expense', body.attachment)
    : undefined;
}

export const expenseRoutes = [
  defineRoute({
    method: 'GET',
    path: '/expenses',
    tag: TAG,
    summary:
      'The expense book filtered by date range, category, status and source, with the totals of the filter; paginated, sortable, format=csv exports the whole filtered list',
    access: access.permission('expense-list'),
    query: expenseList.query,
    handler: async ({ db, caller, query }) => {
      const response = await listResponse(expenseList, db, caller.school.id, query);
      if (query.format === 'csv') return response;
      return { ...response, totals: await expenseTotals(db, caller.school.id, query) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/expenses/:id',
    tag: TAG,
    summary: 'One expense',
    access: access.permission('expense-list'),
    handler: async ({ db, caller, params }) =>
      envelope(await mustRead(db, caller.school.id, parseId(params.id, 'expense'))),
  }),
  defineRoute({
    method: 'POST',
    path: '/expenses',
    tag: TAG,
    summary: 'Record an expense (JSON, or multipart with an attachment)',
    access: access.permission('expense-create'),
    body: expenseSchema,
    audit: { entity: ENTITY, actions: ['create'] },
    handler: async ({ c, db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      await checked(db, caller, body); // before storing a file for a body that is refused
      const attachment = await attachmentOf(c.get('deps').config.storageDir, schoolId, body);
      const created = await db.transaction(async (tx) => {
        const row = oneRow(
          await tx
            .insert(expenses)
            .values({
              schoolId,
              ...(await checked(tx, caller, body)),
              attachment: attachment ?? null,
              source: 'manual',
              createdByUserId: caller.userId,
            })
            .returning({ id: expenses.id }),
          'inserting one row into expenses',
        );
        const after = await mustRead(tx, schoolId, row.id);
        await audit(tx, { action: 'create', entity: ENTITY, entityId: row.id, after });
        return after;
      });
      return envelope(created, apiMessage('done.expenseRecorded'));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/expenses/:id',
    tag: TAG,
    summary: 'Change an expense recorded here (a new attachment replaces the old one)',
    access: access.permission('expense-edit'),
    body: expenseSchema,
    audit: { entity: ENTITY, actions: ['update'] },
    handler: async ({ c, db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'expense');
      refuseChange(await mustRead(db, schoolId, id), 'edited');
      await checked(db, caller, body);
      const attachment = await attachmentOf(c.get('deps').config.storageDir, schoolId, body);
      const saved = await db.transaction(async (tx) => {
        const before = await mustRead(tx, schoolId, id);
        refuseChange(before, 'edited');
        const done = await tx
          .update(expenses)
          .set({
            ...(await checked(tx, caller, body)),
            ...(attachment ? { attachment } : {}),
            updatedAt: new Date(),
          })
          .where(
            and(eq(expenses.schoolId, schoolId), eq(expenses.id, id), isNull(expenses.cancelledAt)),
          )
          .returning({ id: expenses.id });
        if (!done.length) refuseChange({ ...before, status: 'cancelled' }, 'edited');
        const after = await mustRead(tx, schoolId, id);
        await audit(tx, { action: 'update', entity: ENTITY, entityId: id, before, after });
        return after;
      });
      return envelope(saved, apiMessage('done.expenseSaved'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/expenses/:id/cancel',
    tag: TAG,
    summary:
      'Cancel an expense recorded here, with a reason: it stays on record, left out of every total',
    access: access.permission('expense-delete'),
    body: cancelExpenseSchema,
    audit: { entity: ENTITY, actions: ['cancel'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'expense');
      const saved = await db.transaction(async (tx) => {
        const before = await mustRead(tx, schoolId, id);
        refuseChange(before, 'cancelled');
        // Only a live expense is cancelled: of two cancellations at once, the second finds none.
        const done = await tx
          .update(expenses)
          .set({
            cancelledAt: new Date(),
            cancelReason: body.reason,
            cancelledByUserId: caller.userId,
            updatedAt: new Date(),
          })
          .where(
            and(eq(expenses.schoolId, schoolId), eq(expenses.id, id), isNull(expenses.cancelledAt)),
          )
          .returning({ id: expenses.id });
        if (!done.length) refuseChange({ ...before, status: 'cancelled' }, 'cancelled');
        const after = await mustRead(tx, schoolId, id);
        await audit(tx, { action: 'cancel', entity: ENTITY, entityId: id, before, after });
        return after;
      });
      return envelope(saved, apiMessage('done.expenseCancelled'));
    },
  }),
];
