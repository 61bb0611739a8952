/**
 * What an audit row keeps of a record: its fields under the API's snake_case names, without
 * secrets and without bookkeeping timestamps, and on an update only the fields that changed.
 * Pure functions (no server imports), shared by the recorder and the screens.
 */

/** Field names never written to the log, whatever module they come from (matched on the snake_case name). */
const SECRET_FIELD =
  /(^|_)(password|passwords|passcode|secret|secrets|token|tokens|hash|salt|otp|api_key|private_key)(_|$)/;

/** Changed on every write: they say nothing the row's own created_at does not. */
const BOOKKEEPING_FIELDS = new Set(['created_at', 'updated_at', 'last_used_at']);

export type AuditFields = Record<string, unknown>;

export function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(snakeCase(name));
}

/** A value as JSON will hold it (dates as ISO strings), so that comparisons match what is stored. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** A record's loggable fields: snake_case names, secrets and bookkeeping left out. */
export function loggableFields(record: unknown, omit: readonly string[] = []): AuditFields {
  const fields: AuditFields = {};
  if (!record || typeof record !== 'object') return fields;
  const omitted = new Set(omit.map(snakeCase));
  for (const [name, value] of Object.entries(record)) {
    const key = snakeCase(name);
    if (isSecretField(key) || BOOKKEEPING_FIELDS.has(key) || omitted.has(key)) continue;
    fields[key] = plain(value);
  }
  return fields;
}

/**
 * The before and after of a write. Both given (an update): only the fields whose value
 * changed, a field present on one side only counting as changed. One given (a create or a
 * delete): all of its loggable fields.
 */
export function auditedChange(
  before: unknown,
  after: unknown,
  omit: readonly string[] = [],
): { before: AuditFields | null; after: AuditFields | null } {
  const old = before ? loggableFields(before, omit) : null;
  const now = after ? loggableFields(after, omit) : null;
  if (!old || !now) return { before: old, after: now };
  const changedBefore: AuditFields = {};
  const changedAfter: AuditFields = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key] ?? null) === JSON.stringify(now[key] ?? null)) continue;
    changedBefore[key] = old[key] ?? null;
    changedAfter[key] = now[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}

/** "name: Grade 1 → Grade One; medium_id: 1 → 2", for the CSV export and other one-line views. */
export function describeChange(before: AuditFields | null, after: AuditFields | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const shown = (value: unknown) =>
    value === null || value === undefined
      ? '∅'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return keys
    .map((key) => {
      if (!before) return `${key}: ${shown(after?.[key])}`;
      if (!after) return `${key}: ${shown(before[key])}`;
      return `${key}: ${shown(before[key])} → ${shown(after[key])}`;
    })
    .join('; ');
}
