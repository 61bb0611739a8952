/**
 * /api/expense-categories (SPEC §6 `expense-category-*`): name and description. A category
 * that an expense uses (a cancelled one too: it stays on record) cannot be deleted: 409 naming
 * the expenses.
 */
import { and, eq } from 'drizzle-orm';
import { oneRow } from '../../../db/one-row';
import type { z } from 'zod';
import { expenseCategories, expenses } from '../../../db/schema/expenses';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { usedBy } from '../../http/usages';
import { expenseCategorySchema, type ExpenseCategoryBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'expense_categories_school_name_unique',
  'name',
  apiMessage('expenses.categoryNameTaken'),
);

const query = listQuery(['name', 'id']);
export type ExpenseCategoryRow = { id: number; name: string; description: string | null };

const queries = queriesOf<ExpenseCategoryRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: expenseCategories.id,
        name: expenseCategories.name,
        description: expenseCategories.description,
      })
      .from(expenseCategories),
  schoolId: expenseCategories.schoolId,
  id: expenseCategories.id,
  search: [expenseCategories.name, expenseCategories.description],
  sort: { name: expenseCategories.name, id: expenseCategories.id },
  defaultSort: 'name',
});

const columns = (b: ExpenseCategoryBody) => ({ name: b.name, description: b.description });

export const expenseCategoryRoutes = resourceRoutes({
  path: '/expense-categories',
  tag: 'expenses',
  label: 'expense category',
  access: permissionsOf('expense-category'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'expense-categories.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Description', value: (r) => r.description ?? '' },
      ],
    },
  },
  get: queries.get,
  body: expenseCategorySchema,
  create: async (tx, schoolId, body) => {
    const row = oneRow(
      await tx
        .insert(expenseCategories)
        .values({ schoolId, ...columns(body) })
        .returning({ id: expenseCategories.id }),
      'inserting one row into expenseCategories',
    );
    return row.id;
  },
  update: async (tx, schoolId, id, body) => {
    const rows = await tx
      .update(expenseCategories)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(and(eq(expenseCategories.schoolId, schoolId), eq(expenseCategories.id, id)))
      .returning({ id: expenseCategories.id });
    return rows.length > 0;
  },
  usages: [usedBy(['expense', 'expenses'], expenses, expenses.categoryId, expenses.title)],
  remove: async (tx, schoolId, id) => {
    await tx
      .delete(expenseCategories)
      .where(and(eq(expenseCategories.schoolId, schoolId), eq(expenseCategories.id, id)));
  },
});

/** Whether the school has this category (a body's category_id is checked before writing). */
export async function categoryExists(
  tx: Parameters<typeof queries.get>[0],
  schoolId: number,
  id: number,
) {
  return (await queries.get(tx, schoolId, id)) !== undefined;
}
