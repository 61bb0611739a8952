/**
 * Inventory items: name, code, unit, category and minimum stock, listed with their stock on
 * hand, its value and average cost (summed from the ledger) and whether they are low on stock.
 * `low_stock=true` lists those under their minimum. An item with movements cannot be deleted
 * (the ledger is kept whole).
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  inventoryCategories,
  inventoryItems,
  inventoryTransactions,
} from '../../../db/schema/inventory';
import { reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { resourceRoutes } from '../../http/resource';
import { usedBy } from '../../http/usages';
import { INT4_MAX } from '../../../validation/integers';
import { inventoryResourceAccess } from './access';
import { inventoryItemSchema, type InventoryItemBody } from './schemas';
import { stockView } from './stock';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'inventory_items_school_code_unique',
  'code',
  apiMessage('inventory.itemCodeTaken'),
);

const query = listQuery(['name', 'code', 'on_hand', 'id'], {
  category_id: z.coerce
    .number({ error: 'The category must be a number.' })
    .int('The category must be a whole number.')
    .positive('The category must be a number.')
    .max(INT4_MAX, 'The category does not exist.')
    .optional(),
  low_stock: z.enum(['true', 'false'], { error: 'low_stock must be true or false.' }).optional(),
});

export type InventoryItemRow = {
  id: number;
  name: string;
  code: string;
  unit: string;
  category_id: number;
  category: string;
  minimum_stock: number;
  on_hand: number;
  stock_value: number;
  average_cost: number;
  low_stock: boolean;
};

const onHand = sql<number>`coalesce(${stockView.onHand}, 0)`;
const lowStock = sql<boolean>`(coalesce(${stockView.onHand}, 0) < ${inventoryItems.minimumStock})`;

const queries = queriesOf<InventoryItemRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: inventoryItems.id,
        name: inventoryItems.name,
        code: inventoryItems.code,
        unit: inventoryItems.unit,
        category_id: inventoryItems.categoryId,
        category: inventoryCategories.name,
        minimum_stock: inventoryItems.minimumStock,
        on_hand: onHand.mapWith(Number),
        stock_value: sql<number>`coalesce(${stockView.value}, 0)`.mapWith(Number),
        // Half up, as valuation.ts's averageCost (PostgreSQL rounds numeric halves away from 0).
        average_cost: sql<number>`case when coalesce(${stockView.onHand}, 0) > 0
          then round(${stockView.value}::numeric / ${stockView.onHand}) else 0 end`.mapWith(Number),
        low_stock: lowStock,
      })
      .from(inventoryItems)
      .innerJoin(
        inventoryCategories,
        and(
          eq(inventoryCategories.schoolId, inventoryItems.schoolId),
          eq(inventoryCategories.id, inventoryItems.categoryId),
        ),
      )
      .leftJoin(
        stockView,
        and(
          eq(stockView.schoolId, inventoryItems.schoolId),
          eq(stockView.itemId, inventoryItems.id),
        ),
      ),
  schoolId: inventoryItems.schoolId,
  id: inventoryItems.id,
  search: [inventoryItems.name, inventoryItems.code],
  sort: {
    name: inventoryItems.name,
    code: inventoryItems.code,
    on_hand: onHand,
    id: inventoryItems.id,
  },
  defaultSort: 'name',
  filters: (p) => [
    p.category_id === undefined ? undefined : eq(inventoryItems.categoryId, p.category_id),
    p.low_stock === undefined
      ? undefined
      : p.low_stock === 'true'
        ? lowStock
        : sql`not ${lowStock}`,
  ],
});

/** How many items of the school are under their minimum (the dashboard's figure). */
export async function lowStockCount(db: Executor, schoolId: number): Promise<number> {
  return queries
    .count(db, schoolId, { ...query.parse({}), low_stock: 'true' })
    .then((c) => c.total);
}

async function columns(tx: Executor, schoolId: number, b: InventoryItemBody) {
  const [category] = await tx
    .select({ id: inventoryCategories.id })
    .from(inventoryCategories)
    .where(
      and(eq(inventoryCategories.schoolId, schoolId), eq(inventoryCategories.id, b.category_id)),
    );
  if (!category) throw validationFailed({ category_id: apiMessage('inventory.noCategory') });
  return {
    name: b.name,
    code: b.code,
    unit: b.unit,
    categoryId: b.category_id,
    minimumStock: b.minimum_stock,
  };
}

const byId = (schoolId: number, id: number) =>
  and(eq(inventoryItems.schoolId, schoolId), eq(inventoryItems.id, id));

export const itemRoutes = resourceRoutes({
  path: '/inventory-items',
  tag: 'inventory',
  label: 'inventory item',
  access: inventoryResourceAccess,
  list: {
    query,
    queries,
    csv: {
      fileName: 'inventory-items.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Code', value: (r) => r.code },
        { header: 'Name', value: (r) => r.name },
        { header: 'Category', value: (r) => r.category },
        { header: 'Unit', value: (r) => r.unit },
        { header: 'Minimum stock', value: (r) => r.minimum_stock },
        { header: 'On hand', value: (r) => r.on_hand },
        { header: 'Stock value (minor units)', value: (r) => r.stock_value },
        { header: 'Average cost (minor units)', value: (r) => r.average_cost },
        { header: 'Low stock', value: (r) => (r.low_stock ? 'yes' : 'no') },
      ],
    },
  },
  get: queries.get,
  body: inventoryItemSchema,
  create: async (tx, schoolId, body) => {
    const row = oneRow(
      await tx
        .insert(inventoryItems)
        .values({ schoolId, ...(await columns(tx, schoolId, body)) })
        .returning({ id: inventoryItems.id }),
      'inserting one row into inventoryItems',
    );
    return row.id;
  },
  update: async (tx, schoolId, id, body) => {
    // Another school's id is a 404 before anything about the body is said.
    const [found] = await tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(byId(schoolId, id));
    if (!found) return false;
    await tx
      .update(inventoryItems)
      .set({ ...(await columns(tx, schoolId, body)), updatedAt: new Date() })
      .where(byId(schoolId, id));
    return true;
  },
  usages: [
    usedBy(
      ['stock movement', 'stock movements'],
      inventoryTransactions,
      inventoryTransactions.itemId,
      sql`${inventoryTransactions.type} || ' on ' || ${inventoryTransactions.date}`,
    ),
  ],
  remove: async (tx, schoolId, id) => {
    await tx.delete(inventoryItems).where(byId(schoolId, id));
  },
});
