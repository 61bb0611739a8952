/**
 * The inventory module's public face: what other modules may call. Everything else in this
 * folder is internal (eslint.config.mjs enforces it).
 */
export { inventoryDashboard } from './dashboard';
