/**
 * Recording one movement of the ledger, under the item's row lock: the item must exist, the
 * date be no later than today and no earlier than the item's last movement (the ledger stays
 * in date order), the recipient of an issue be a staff member or class-section of the school,
 * and the valuation rule (valuation.ts) accept it — each refusal a 422 on its field.
 */
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { inventoryTransactions } from '../../../db/schema/inventory';
import { validationFailed } from '../../http/errors';
import { classSectionsByIds } from '../academics';
import { activeStaffMembers } from '../identity';
import type { InventoryTransactionBody } from './schemas';
import { lockItemStock } from './stock';
import { valueMovement, type Movement } from './valuation';
import { apiMessage } from '../../http/messages';

const t = inventoryTransactions;

const toMovement = (b: InventoryTransactionBody): Movement =>
  b.type === 'in'
    ? { type: 'in', quantity: b.quantity, unitCost: b.unit_cost ?? 0 }
    : b.type === 'issue'
      ? { type: 'issue', quantity: b.quantity }
      : { type: 'adjustment', quantity: b.quantity, unitCost: b.unit_cost };

/** The recipient's column, or a 422 on `issued_to` when no such staff member or class-section. */
async function recipientOf(tx: Executor, schoolId: number, b: InventoryTransactionBody) {
  if (b.type !== 'issue' || !b.issued_to) return {};
  const { kind, id: recipientId } = b.issued_to;
  if (kind === 'staff') {
    const [staff] = await activeStaffMembers(tx, schoolId, [recipientId]);
    if (!staff) throw validationFailed({ issued_to: apiMessage('inventory.noStaff') });
    return { issuedToUserId: recipientId };
  }
  const found = await classSectionsByIds(tx, schoolId, [recipientId]);
  if (!found.size) throw validationFailed({ issued_to: apiMessage('inventory.noClassSection') });
  return { issuedToClassSectionId: recipientId };
}

/** Records one movement in the caller's transaction; answers its id. */
export async function recordMovement(
  tx: Executor,
  schoolId: number,
  userId: number,
  today: string,
  b: InventoryTransactionBody,
): Promise<number> {
  const item = await lockItemStock(tx, schoolId, b.item_id);
  if (!item) throw validationFailed({ item_id: apiMessage('inventory.noItem') });
  if (b.date > today) throw validationFailed({ date: apiMessage('inventory.futureDate') });
  // The ledger stays in date order, so its running balance is the balance of each day.
  if (item.lastDate && b.date < item.lastDate)
    throw validationFailed({
      date: apiMessage('inventory.beforeLastMovement', { date: item.lastDate }),
    });
  const recipient = await recipientOf(tx, schoolId, b);
  const valued = valueMovement(item.stock, toMovement(b), item.unit);
  if (!valued.ok) throw validationFailed({ [valued.field]: valued.message });
  const row = oneRow(
    await tx
      .insert(t)
      .values({
        schoolId,
        itemId: b.item_id,
        type: b.type,
        ...valued.effect,
        date: b.date,
        supplier: b.type === 'in' ? b.supplier : null,
        ...recipient,
        purpose: b.type === 'issue' ? b.purpose : null,
        reason: b.type === 'adjustment' ? b.reason : null,
        createdBy: userId,
      })
      .returning({ id: t.id }),
    'inserting one movement',
  );
  return row.id;
}
