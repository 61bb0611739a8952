/**
 * Money (pure; used by the API and the browser): amounts are integer minor units of the
 * school's currency. Parsing, formatting, exact allocation and percentages with a named
 * rounding rule live here and nowhere else (docs/ARCHITECTURE.md).
 */
export * from './arithmetic';
export * from './currency';
export * from './format';
export * from './words';
