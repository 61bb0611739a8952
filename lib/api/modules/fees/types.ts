/**
 * What the screens share with the fees module (the row types of its lists): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export type { DueView, StudentFees } from './ledger';
export type { PaymentHistoryRow } from './payment-history';
export type { DuesRow } from './dues';
