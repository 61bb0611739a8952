/**
 * What the screens share with the people module (row types of its lists and the pure rules the screens apply too): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export type { MyClass } from './dashboard';
export type { PromotionBatch, PromotionPreview } from './promotion';
export type { TimelineEntry } from './timeline';
export { guardianListErrors } from './rules';
