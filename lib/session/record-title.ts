import 'server-only';
/**
 * A record's own page (a student, a guardian, a teacher) reads the record once on the server,
 * with the user's session: for the document title (so the tab and the browser's history say
 * whose page it is) and to hand the profile its first data. Whatever else the API answers
 * (404, 403) the page's client part shows; the title then falls back to the kind of record.
 */
import { cache } from 'react';
import { callApiJson } from '../bff/upstream';
import { sessionCallContext } from './current-user';

/** GET `apiPath` once per request; the record, or null when the API refused. */
export const readRecord = cache(async (apiPath: string): Promise<unknown> => {
  const { status, body } = await callApiJson<{ data: unknown }>(
    { path: apiPath },
    await sessionCallContext(),
  );
  return status === 200 ? body.data : null;
});

export async function recordTitle<T>(
  apiPath: string,
  nameOf: (record: T) => string,
  kind: string,
): Promise<string> {
  const record = (await readRecord(apiPath)) as T | null;
  return record ? `${nameOf(record)} · ${kind}` : kind;
}

/** `"12"` → 12; anything but a positive whole number → undefined. */
export function recordId(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
