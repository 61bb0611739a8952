/**
 * GET /api/inventory-choices: what the movement form picks from, in one call — the school's
 * items (with their unit and stock on hand), its active staff and its class-sections.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { inventoryItems } from '../../../db/schema/inventory';
import { envelope } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import { allClassSections } from '../academics';
import { activeStaffMembers } from '../identity';
import { INVENTORY_ACCESS } from './access';
import { stockView } from './stock';

function itemChoices(db: Executor, schoolId: number) {
  return db
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      code: inventoryItems.code,
      unit: inventoryItems.unit,
      on_hand: sql<number>`coalesce(${stockView.onHand}, 0)`.mapWith(Number),
    })
    .from(inventoryItems)
    .leftJoin(
      stockView,
      and(eq(stockView.schoolId, inventoryItems.schoolId), eq(stockView.itemId, inventoryItems.id)),
    )
    .where(eq(inventoryItems.schoolId, schoolId))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id));
}

export const choiceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/inventory-choices',
    tag: 'inventory',
    summary: 'Items, staff and class-sections for the stock movement form',
    access: INVENTORY_ACCESS,
    handler: async ({ db, caller }) => {
      const schoolId = caller.school.id;
      const [items, staff, sections] = await Promise.all([
        itemChoices(db, schoolId),
        activeStaffMembers(db, schoolId),
        allClassSections(db, schoolId),
      ]);
      return envelope({
        items,
        staff: staff.map((s) => ({ id: s.id, name: s.name })),
        class_sections: sections.map((s) => ({ id: s.id, name: s.name })),
      });
    },
  }),
];
