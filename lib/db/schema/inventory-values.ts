/** The inventory module's value lists, without drizzle, so the browser's forms can import them too. */
export const INVENTORY_TRANSACTION_TYPES = ['in', 'issue', 'adjustment'] as const;
export type InventoryTransactionType = (typeof INVENTORY_TRANSACTION_TYPES)[number];

/** Whom an issue goes to: a staff member (a user of the school) or a class-section. */
export const ISSUED_TO_KINDS = ['staff', 'class_section'] as const;
export type IssuedToKind = (typeof ISSUED_TO_KINDS)[number];
