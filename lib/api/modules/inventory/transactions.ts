/**
 * The stock ledger at /api/inventory-transactions: list (with each row's running balance and
 * value for its item), one row, and POST to record a movement. There is no PUT or DELETE: a
 * mistake is corrected by an adjustment (the table's trigger refuses changes too).
 *
 * Recording locks the item's row first (stock.ts), so concurrent issues of one item queue and
 * each sees the stock the previous one left: the last units go to one of them, the others get
 * a 422 on `quantity`.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { inventoryItems, inventoryTransactions } from '../../../db/schema/inventory';
import { INVENTORY_TRANSACTION_TYPES } from '../../../db/schema/inventory-values';
import { dateField } from '../../../calendar/date-field';
import { todayIn } from '../../../calendar';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { listRoute, parseId } from '../../http/resource';
import { defineRoute } from '../../http/route';
import { INT4_MAX } from '../../../validation/integers';
import { academicViews } from '../academics';
import { userNamesView } from '../identity';
import { INVENTORY_ACCESS } from './access';
import { recordMovement } from './record';
import { inventoryTransactionSchema } from './schemas';
import { apiMessage } from '../../http/messages';

const t = inventoryTransactions;
const qb = new QueryBuilder();

/**
 * The ledger with each row's running balance (units and value) for its item, in entry order.
 * Computed before any filter, so a date filter still shows true balances; a filter on the item
 * (a partition key) is pushed into the window by PostgreSQL, so an item's ledger reads only its
 * own rows.
 */
const ledger = qb
  .select({
    schoolId: t.schoolId,
    id: t.id,
    itemId: t.itemId,
    type: t.type,
    quantityChange: t.quantityChange,
    unitCost: t.unitCost,
    valueChange: t.valueChange,
    date: t.date,
    supplier: t.supplier,
    issuedToUserId: t.issuedToUserId,
    issuedToClassSectionId: t.issuedToClassSectionId,
    purpose: t.purpose,
    reason: t.reason,
    createdBy: t.createdBy,
    balanceQuantity:
      sql<number>`sum(${t.quantityChange}) over (partition by ${t.schoolId}, ${t.itemId} order by ${t.id})`
        .mapWith(Number)
        .as('balance_quantity'),
    balanceValue:
      sql<number>`sum(${t.valueChange}) over (partition by ${t.schoolId}, ${t.itemId} order by ${t.id})`
        .mapWith(Number)
        .as('balance_value'),
  })
  .from(t)
  .as('ledger');

const recipients = userNamesView('issued_to_users');
const recorders = userNamesView('recorded_by_users');
const sections = academicViews.classSections;

const id = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .positive(`The ${label} must be a number.`)
    .max(INT4_MAX, `The ${label} does not exist.`)
    .optional();

const query = listQuery(['date', 'id'], {
  item_id: id('item'),
  type: z
    .enum(INVENTORY_TRANSACTION_TYPES, { error: 'The type must be in, issue or adjustment.' })
    .optional(),
  from: dateField('from date').optional(),
  to: dateField('to date').optional(),
});

export type InventoryTransactionRow = {
  id: number;
  date: string;
  item_id: number;
  item: string;
  unit: string;
  type: (typeof INVENTORY_TRANSACTION_TYPES)[number];
  /** As entered: units in or issued (positive), an adjustment's signed change. */
  quantity: number;
  /** The change to the units on hand (an issue is negative). */
  quantity_change: number;
  unit_cost: number;
  value_change: number;
  balance_quantity: number;
  balance_value: number;
  supplier: string | null;
  issued_to_kind: 'staff' | 'class_section' | null;
  issued_to_id: number | null;
  issued_to_name: string | null;
  purpose: string | null;
  reason: string | null;
  recorded_by: string | null;
};

const queries = queriesOf<InventoryTransactionRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: ledger.id,
        date: ledger.date,
        item_id: ledger.itemId,
        item: inventoryItems.name,
        unit: inventoryItems.unit,
        type: ledger.type,
        quantity:
          sql<number>`case when ${ledger.type} = 'issue' then -${ledger.quantityChange} else ${ledger.quantityChange} end`.mapWith(
            Number,
          ),
        quantity_change: ledger.quantityChange,
        unit_cost: ledger.unitCost,
        value_change: ledger.valueChange,
        balance_quantity: ledger.balanceQuantity,
        balance_value: ledger.balanceValue,
        supplier: ledger.supplier,
        issued_to_kind: sql<'staff' | 'class_section' | null>`case
          when ${ledger.issuedToUserId} is not null then 'staff'
          when ${ledger.issuedToClassSectionId} is not null then 'class_section' end`,
        issued_to_id: sql<
          number | null
        >`coalesce(${ledger.issuedToUserId}, ${ledger.issuedToClassSectionId})`,
        issued_to_name: sql<string | null>`coalesce(${recipients.name}, ${sections.name})`,
        purpose: ledger.purpose,
        reason: ledger.reason,
        recorded_by: recorders.name,
      })
      .from(ledger)
      .innerJoin(
        inventoryItems,
        and(eq(inventoryItems.schoolId, ledger.schoolId), eq(inventoryItems.id, ledger.itemId)),
      )
      .leftJoin(
        recipients,
        and(eq(recipients.schoolId, ledger.schoolId), eq(recipients.id, ledger.issuedToUserId)),
      )
      .leftJoin(
        sections,
        and(eq(sections.schoolId, ledger.schoolId), eq(sections.id, ledger.issuedToClassSectionId)),
      )
      .leftJoin(
        recorders,
        and(eq(recorders.schoolId, ledger.schoolId), eq(recorders.id, ledger.createdBy)),
      ),
  // The search names the item; the other joins never drop a row.
  countFrom: (db) =>
    db
      .select({ id: ledger.id })
      .from(ledger)
      .innerJoin(
        inventoryItems,
        and(eq(inventoryItems.schoolId, ledger.schoolId), eq(inventoryItems.id, ledger.itemId)),
      ),
  schoolId: ledger.schoolId,
  id: ledger.id,
  search: [inventoryItems.name, ledger.supplier, ledger.purpose, ledger.reason],
  sort: { date: ledger.date, id: ledger.id },
  defaultSort: '-date',
  filters: (p) => [
    p.item_id === undefined ? undefined : eq(ledger.itemId, p.item_id),
    p.type === undefined ? undefined : eq(ledger.type, p.type),
    p.from === undefined ? undefined : gte(ledger.date, p.from),
    p.to === undefined ? undefined : lte(ledger.date, p.to),
  ],
});

const TAG = 'inventory';
const ENTITY = 'inventory-transactions';

export const transactionRoutes = [
  listRoute({
    path: '/inventory-transactions',
    tag: TAG,
    summary: 'The stock ledger with running balances (filter item_id for one item)',
    access: INVENTORY_ACCESS,
    list: {
      query,
      queries,
      csv: {
        fileName: 'inventory-transactions.csv',
        columns: [
          { header: 'ID', value: (r) => r.id },
          { header: 'Date', value: (r) => r.date },
          { header: 'Item', value: (r) => r.item },
          { header: 'Type', value: (r) => r.type },
          { header: 'Quantity', value: (r) => r.quantity_change },
          { header: 'Unit', value: (r) => r.unit },
          { header: 'Unit cost (minor units)', value: (r) => r.unit_cost },
          { header: 'Value change (minor units)', value: (r) => r.value_change },
          { header: 'Balance', value: (r) => r.balance_quantity },
          { header: 'Balance value (minor units)', value: (r) => r.balance_value },
          { header: 'Supplier', value: (r) => r.supplier ?? '' },
          { header: 'Issued to', value: (r) => r.issued_to_name ?? '' },
          { header: 'Purpose', value: (r) => r.purpose ?? '' },
          { header: 'Reason', value: (r) => r.reason ?? '' },
          { header: 'Recorded by', value: (r) => r.recorded_by ?? '' },
        ],
      },
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/inventory-transactions/:id',
    tag: TAG,
    summary: 'One stock movement with the running balance after it',
    access: INVENTORY_ACCESS,
    handler: async ({ db, caller, params }) => {
      const row = await queries.get(db, caller.school.id, parseId(params.id, 'stock movement'));
      if (!row) throw notFound('stockMovement');
      return envelope(row);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/inventory-transactions',
    tag: TAG,
    summary: 'Record a stock in, an issue or an adjustment (append-only)',
    access: INVENTORY_ACCESS,
    body: inventoryTransactionSchema,
    audit: { entity: ENTITY, actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const today = todayIn(caller.format.timeZone);
      const row = await db.transaction(async (tx) => {
        const created = await recordMovement(tx, schoolId, caller.userId, today, body);
        const after = await queries.get(tx, schoolId, created);
        await audit(tx, { action: 'create', entity: ENTITY, entityId: created, after });
        return after;
      });
      return envelope(row, apiMessage('done.stockMovementRecorded'));
    },
  }),
];
