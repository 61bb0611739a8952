import 'server-only';
/**
 * A school's public identity by subdomain, for the sign-in pages and the shell: from the
 * process's cache (school-identity-cache.ts, one per process through globalThis), asking the
 * API when the cache has no fresh answer.
 */
import type { SchoolInfo } from '../session/current-user';
import { SchoolIdentityCache } from './school-identity-cache';
import { callApiJson } from './upstream';

/** A look-up refused as busy is asked again this many times, after this long. */
const BUSY_RETRIES = 2;
const BUSY_PAUSE_MS = 300;

async function askTheApi(subdomain: string): Promise<SchoolInfo | null> {
  for (let attempt = 0; ; attempt++) {
    const { status, body } = await callApiJson<{ data: SchoolInfo }>(
      { path: `/api/schools/by-subdomain/${encodeURIComponent(subdomain)}` },
      { subdomain },
    );
    if (status === 200) return body.data;
    if (status === 404) return null;
    if (status !== 503 || attempt >= BUSY_RETRIES)
      throw new Error(`School look-up failed with status ${status}`);
    await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
  }
}

const holder = globalThis as unknown as { __scholaSchoolLookUp?: SchoolIdentityCache<SchoolInfo> };

function sharedCache(): SchoolIdentityCache<SchoolInfo> {
  if (!holder.__scholaSchoolLookUp) {
    const cache = new SchoolIdentityCache(askTheApi);
    cache.listen();
    holder.__scholaSchoolLookUp = cache;
  }
  return holder.__scholaSchoolLookUp;
}

/** The school's identity, or null when there is no such school. */
export function lookUpSchool(subdomain: string): Promise<SchoolInfo | null> {
  return sharedCache().get(subdomain);
}
