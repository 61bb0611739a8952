/**
 * Request bodies of the inventory routes, shared by the API and the screens' forms (no server
 * imports). Quantities are whole units of the item's unit; costs integer minor units.
 *
 * A transaction's `issued_to` (issues only) is `{ kind: 'staff' | 'class_section', id }`: a
 * staff member's user id or a class-section's id.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { INVENTORY_TRANSACTION_TYPES, ISSUED_TO_KINDS } from '../../../db/schema/inventory-values';
import { INT4_MAX } from '../../../validation/integers';
import { optionalText, requiredText } from '../../../validation/text-fields';

/** A unit cost up to ten thousand million minor units; a stock in's value stays exact. */
const MAX_UNIT_COST = 10_000_000_000;
/** A movement of at most a million units. */
const MAX_QUANTITY = 1_000_000;

const id = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}.` })
    .int(`Choose a ${label}.`)
    .positive(`Choose a ${label}.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

export const inventoryCategorySchema = z.object({
  name: requiredText('name', 120),
  description: optionalText('description', 500),
});
export type InventoryCategoryBody = z.output<typeof inventoryCategorySchema>;

export const inventoryItemSchema = z.object({
  name: requiredText('name', 120),
  code: requiredText('code', 40),
  unit: requiredText('unit', 30),
  category_id: id('category'),
  minimum_stock: z.coerce
    .number({ error: 'The minimum stock must be a number.' })
    .int('The minimum stock must be a whole number.')
    .min(0, 'The minimum stock may not be negative.')
    .max(MAX_QUANTITY, `The minimum stock may be at most ${MAX_QUANTITY}.`),
});
export type InventoryItemBody = z.output<typeof inventoryItemSchema>;

const optionalNumber = (schema: z.ZodType<number>) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/**
 * One movement of the ledger. Which fields count depends on `type` (the rest are ignored):
 * `in`: quantity > 0, unit_cost, supplier; `issue`: quantity > 0, issued_to, purpose;
 * `adjustment`: quantity ≠ 0 (negative takes units out), reason, unit_cost optional.
 */
export const inventoryTransactionSchema = z
  .object({
    item_id: id('item'),
    type: z.enum(INVENTORY_TRANSACTION_TYPES, {
      error: 'The type must be stock in, issue or adjustment.',
    }),
    quantity: z.coerce
      .number({ error: 'The quantity must be a number.' })
      .int('The quantity must be a whole number.')
      .min(-MAX_QUANTITY, `The quantity may be at most ${MAX_QUANTITY} units.`)
      .max(MAX_QUANTITY, `The quantity may be at most ${MAX_QUANTITY} units.`),
    unit_cost: optionalNumber(
      z.coerce
        .number({ error: 'The unit cost must be a number.' })
        .int('The unit cost must be a whole number of minor units.')
        .min(0, 'The unit cost may not be negative.')
        .max(MAX_UNIT_COST, 'The unit cost is too large.'),
    ),
    supplier: optionalText('supplier'),
    issued_to: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z
        .object(
          {
            kind: z.enum(ISSUED_TO_KINDS, {
              error: 'Issue to a staff member or a class-section.',
            }),
            id: id('recipient'),
          },
          { error: 'Say whom the stock is issued to.' },
        )
        .nullable(),
    ),
    purpose: optionalText('purpose'),
    reason: optionalText('reason', 500),
    date: dateField('date'),
  })
  .superRefine((t, ctx) => {
    const refuse = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.type === 'in') {
      if (t.quantity <= 0) refuse('quantity', 'A stock in must add more than 0 units.');
      if (t.unit_cost === null) refuse('unit_cost', 'The unit cost is required for a stock in.');
    }
    if (t.type === 'issue') {
      if (t.quantity <= 0) refuse('quantity', 'An issue must take out more than 0 units.');
      if (!t.issued_to) refuse('issued_to', 'Say whom the stock is issued to.');
    }
    if (t.type === 'adjustment') {
      if (t.quantity === 0) refuse('quantity', 'An adjustment must add or remove units (not 0).');
      if (!t.reason) refuse('reason', 'The reason is required for an adjustment.');
    }
  });
export type InventoryTransactionBody = z.output<typeof inventoryTransactionSchema>;
