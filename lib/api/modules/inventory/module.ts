/**
 * Inventory (School Admin only, SPEC §6): categories, items and the stock ledger, and the
 * look-up of class-sections its issues point at (a class-section issued stock is kept).
 */
import { sql } from 'drizzle-orm';
import { inventoryTransactions } from '../../../db/schema/inventory';
import * as inventorySchema from '../../../db/schema/inventory';
import { defineModule, tablesOf } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { categoryRoutes } from './categories';
import { choiceRoutes } from './choices';
import { inventoryDashboard } from './dashboard';
import { inventoryDemoSeed } from './demo-seed';
import { itemRoutes } from './items';
import { inventoryMenu } from './menu';
import { transactionRoutes } from './transactions';

export const inventoryModule = defineModule({
  name: 'inventory',
  audit: {
    'inventory-categories': 'Inventory category',
    'inventory-items': 'Inventory item',
    'inventory-transactions': 'Stock movement',
  },
  menu: inventoryMenu,
  tables: tablesOf(inventorySchema, {
    // Append-only in daily use (their triggers refuse edits and deletes); a restore replaces
    // them whole, after its safety backup has kept the rows it removes (backup/apply.ts).
    inventory_transactions: 'replace',
  }),
  demo: { ...inventoryDemoSeed, after: ['academics', 'people'] },
  plan: 'inventory',
  dashboard: inventoryDashboard,
  routes: [...categoryRoutes, ...itemRoutes, ...transactionRoutes, ...choiceRoutes],
  usages: [
    {
      of: ACADEMIC_ROWS.classSection,
      usage: usedBy(
        ['stock issue', 'stock issues'],
        inventoryTransactions,
        inventoryTransactions.issuedToClassSectionId,
        sql`${inventoryTransactions.date}::text`,
      ),
    },
  ],
});
