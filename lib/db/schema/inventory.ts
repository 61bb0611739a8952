/**
 * Inventory (DOMAIN.md "Finance"), owned by lib/api/modules/inventory: categories, items and
 * the stock ledger.
 *
 * - `inventory_transactions` is the ledger: one row per movement (stock in, issue, adjustment),
 *   append-only (a trigger in the migration refuses UPDATE, DELETE and TRUNCATE; a mistake is
 *   corrected by an adjustment). Each row carries its signed `quantity_change` and the signed
 *   `value_change` it made to the stock's value (minor units), worked out by the pure rule
 *   (modules/inventory/valuation.ts) under the item's row lock when it was written. Stock on
 *   hand and its value are the sums of these columns — never stored anywhere else.
 * - Quantities are whole numbers of the item's unit; money is integer minor units.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { classSections } from './academics';
import { users } from './identity';
import { INVENTORY_TRANSACTION_TYPES } from './inventory-values';
import { belongsToSchool } from './keys';

export { INVENTORY_TRANSACTION_TYPES, ISSUED_TO_KINDS } from './inventory-values';

export const inventoryCategories = pgTable(
  'inventory_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('inventory_categories_school_name_unique').on(t.schoolId, t.name),
  ],
);

export const inventoryItems = pgTable(
  'inventory_items',
  {
    ...tenantColumns(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    /** The school's own stock code (SKU), unique in the school. */
    code: text('code').notNull(),
    /** What one unit of quantity is: piece, box, ream, litre... */
    unit: text('unit').notNull(),
    /** Below this many units on hand the item is low on stock. */
    minimumStock: integer('minimum_stock').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    foreignKey({
      columns: [t.schoolId, t.categoryId],
      foreignColumns: [inventoryCategories.schoolId, inventoryCategories.id],
    }),
    unique('inventory_items_school_code_unique').on(t.schoolId, t.code),
    check('inventory_items_minimum_not_negative', sql`${t.minimumStock} >= 0`),
    index('inventory_items_category_idx').on(t.schoolId, t.categoryId),
  ],
);

export const inventoryTransactions = pgTable(
  'inventory_transactions',
  {
    ...tenantColumns(),
    itemId: integer('item_id').notNull(),
    type: text('type', { enum: INVENTORY_TRANSACTION_TYPES }).notNull(),
    /** The movement's effect on the quantity on hand: in > 0, issue < 0, adjustment either. */
    quantityChange: integer('quantity_change').notNull(),
    /** Minor units per unit: the purchase price of a stock in, the average cost otherwise. */
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
    /** The movement's effect on the stock's value, minor units (valuation.ts). */
    valueChange: bigint('value_change', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
    supplier: text('supplier'),
    /** An issue goes to exactly one of a staff member or a class-section. */
    issuedToUserId: integer('issued_to_user_id'),
    issuedToClassSectionId: integer('issued_to_class_section_id'),
    purpose: text('purpose'),
    reason: text('reason'),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    foreignKey({
      columns: [t.schoolId, t.itemId],
      foreignColumns: [inventoryItems.schoolId, inventoryItems.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.issuedToUserId],
      foreignColumns: [users.schoolId, users.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.issuedToClassSectionId],
      foreignColumns: [classSections.schoolId, classSections.id],
    }),
    foreignKey({ columns: [t.schoolId, t.createdBy], foreignColumns: [users.schoolId, users.id] }),
    check(
      'inventory_transactions_sign',
      sql`(${t.type} = 'in' and ${t.quantityChange} > 0) or (${t.type} = 'issue' and ${t.quantityChange} < 0) or (${t.type} = 'adjustment' and ${t.quantityChange} <> 0)`,
    ),
    check(
      'inventory_transactions_issued_to',
      sql`(${t.type} = 'issue') = (num_nonnulls(${t.issuedToUserId}, ${t.issuedToClassSectionId}) = 1)
        and num_nonnulls(${t.issuedToUserId}, ${t.issuedToClassSectionId}) <= 1`,
    ),
    // The ledger of one item in entry order (running balance), and a school's by date.
    index('inventory_transactions_item_idx').on(t.schoolId, t.itemId, t.id),
    index('inventory_transactions_date_idx').on(t.schoolId, t.date, t.id),
    index('inventory_transactions_class_section_idx').on(t.schoolId, t.issuedToClassSectionId),
  ],
);
