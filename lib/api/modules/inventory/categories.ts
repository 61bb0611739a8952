/** Inventory categories (Stationery, Cleaning, Sports...): name and description. */
import { and, eq } from 'drizzle-orm';
import { oneRow } from '../../../db/one-row';
import type { z } from 'zod';
import { inventoryCategories, inventoryItems } from '../../../db/schema/inventory';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { resourceRoutes } from '../../http/resource';
import { usedBy } from '../../http/usages';
import { inventoryResourceAccess } from './access';
import { inventoryCategorySchema, type InventoryCategoryBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'inventory_categories_school_name_unique',
  'name',
  apiMessage('inventory.categoryNameTaken'),
);

const query = listQuery(['name', 'id']);
type CategoryRow = { id: number; name: string; description: string | null };

const queries = queriesOf<CategoryRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: inventoryCategories.id,
        name: inventoryCategories.name,
        description: inventoryCategories.description,
      })
      .from(inventoryCategories),
  schoolId: inventoryCategories.schoolId,
  id: inventoryCategories.id,
  search: [inventoryCategories.name, inventoryCategories.description],
  sort: { name: inventoryCategories.name, id: inventoryCategories.id },
  defaultSort: 'name',
});

const columns = (b: InventoryCategoryBody) => ({ name: b.name, description: b.description });
const byId = (schoolId: number, id: number) =>
  and(eq(inventoryCategories.schoolId, schoolId), eq(inventoryCategories.id, id));

export const categoryRoutes = resourceRoutes({
  path: '/inventory-categories',
  tag: 'inventory',
  label: 'inventory category',
  access: inventoryResourceAccess,
  list: {
    query,
    queries,
    csv: {
      fileName: 'inventory-categories.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Description', value: (r) => r.description ?? '' },
      ],
    },
  },
  get: queries.get,
  body: inventoryCategorySchema,
  create: async (tx, schoolId, body) => {
    const row = oneRow(
      await tx
        .insert(inventoryCategories)
        .values({ schoolId, ...columns(body) })
        .returning({ id: inventoryCategories.id }),
      'inserting one row into inventoryCategories',
    );
    return row.id;
  },
  update: async (tx, schoolId, id, body) => {
    const updated = await tx
      .update(inventoryCategories)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(byId(schoolId, id))
      .returning({ id: inventoryCategories.id });
    return updated.length > 0;
  },
  usages: [
    usedBy(['item', 'items'], inventoryItems, inventoryItems.categoryId, inventoryItems.name),
  ],
  remove: async (tx, schoolId, id) => {
    await tx.delete(inventoryCategories).where(byId(schoolId, id));
  },
});
