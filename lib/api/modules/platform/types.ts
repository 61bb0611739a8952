/**
 * What the screens share with the platform module: the product's name before the provider
 * sets one. The public file components/ imports (lint/module-boundaries.mjs); no server code.
 */
export const DEFAULT_PRODUCT_NAME = 'Schola';
