/**
 * Stock on hand and its value, summed from the ledger (never stored apart), and the per-item
 * lock that serialises movements of one item.
 */
import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { inventoryItems, inventoryTransactions } from '../../../db/schema/inventory';
import type { StockState } from './valuation';

const qb = new QueryBuilder();
const tx = inventoryTransactions;

/**
 * Per item: units on hand and their value, as a sub-query to left-join on (school_id, item_id).
 * The school's condition on the outer query reaches the grouped rows through the join's
 * equality, so PostgreSQL reads only that school's ledger (index on school_id, item_id).
 */
export const stockView = qb
  .select({
    schoolId: tx.schoolId,
    itemId: tx.itemId,
    onHand: sql<number>`sum(${tx.quantityChange})`.mapWith(Number).as('on_hand'),
    value: sql<number>`sum(${tx.valueChange})`.mapWith(Number).as('stock_value'),
  })
  .from(tx)
  .groupBy(tx.schoolId, tx.itemId)
  .as('item_stock');

/**
 * Locks the item's row until the transaction ends (`FOR UPDATE`), then reads its stock: two
 * issues of the same item queue here, and the second sees the first's movement once it
 * commits (READ COMMITTED takes a new snapshot per statement). Undefined for another school's
 * or an unknown item.
 */
export async function lockItemStock(
  db: Executor,
  schoolId: number,
  itemId: number,
): Promise<{ unit: string; lastDate: string | null; stock: StockState } | undefined> {
  const [item] = await db
    .select({ unit: inventoryItems.unit })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.schoolId, schoolId), eq(inventoryItems.id, itemId)))
    .for('update');
  if (!item) return undefined;
  const sums = oneRow(
    await db
      .select({
        quantity: sql<number>`coalesce(sum(${tx.quantityChange}), 0)`.mapWith(Number),
        value: sql<number>`coalesce(sum(${tx.valueChange}), 0)`.mapWith(Number),
        lastDate: sql<string | null>`max(${tx.date})::text`,
      })
      .from(tx)
      .where(and(eq(tx.schoolId, schoolId), eq(tx.itemId, itemId))),
    'an aggregate without group by',
  );
  return {
    unit: item.unit,
    lastDate: sums.lastDate,
    stock: { quantity: sums.quantity, value: sums.value },
  };
}
