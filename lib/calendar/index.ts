/**
 * The school's calendar (pure; used by the API and the browser alike): ISO dates and their
 * arithmetic, time zones and "today", and dates written in the school's format. Every rule
 * and every screen that deals in dates goes through here (docs/ARCHITECTURE.md).
 */
export * from './dates';
export * from './format';
export * from './parse';
export * from './zone';
export * from './working-days';
