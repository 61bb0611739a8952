/** SPEC §6: Inventory is the School Admin's alone (no permission names it), on every route. */
import { access } from '../../http/route';
import type { ResourceAccess } from '../../http/resource';

export const INVENTORY_ACCESS = access.role('School Admin');

export const inventoryResourceAccess: ResourceAccess = {
  list: INVENTORY_ACCESS,
  read: INVENTORY_ACCESS,
  create: INVENTORY_ACCESS,
  edit: INVENTORY_ACCESS,
  delete: INVENTORY_ACCESS,
};
