// Tests and scripts read rows and array items they know are there; with noUncheckedIndexedAccess
// each such read is `T | undefined`. This turns a missing one into a clear failure, named.
export function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}
