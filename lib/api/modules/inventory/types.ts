/**
 * What the screens share with the inventory module (row types of its lists): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export type { InventoryItemRow } from './items';
export type { InventoryTransactionRow } from './transactions';
