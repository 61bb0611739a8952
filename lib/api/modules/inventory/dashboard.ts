/** Inventory's dashboard figure: items under their minimum stock (School Admin only). */
import type { DashboardContribution } from '../../http/dashboard';
import { lowStockCount } from './items';

export const inventoryDashboard: DashboardContribution = {
  figures: [
    {
      key: 'low_stock_items',
      label: 'Low-stock items',
      role: 'School Admin',
      format: 'count',
      value: ({ db, schoolId }) => lowStockCount(db, schoolId),
    },
  ],
};
