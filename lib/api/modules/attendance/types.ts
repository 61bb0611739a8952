/**
 * What the screens share with the attendance module (row types of its lists and the pure rules the screens apply too): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export { countStatuses } from './rules';
