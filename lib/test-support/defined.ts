/**
 * Tests read rows and array items that the test itself has just made, so they are there; with
 * noUncheckedIndexedAccess their type still says "maybe undefined". defined() narrows the type
 * and, if the test's premise is wrong, fails with a message naming what was missing.
 */
export function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}
