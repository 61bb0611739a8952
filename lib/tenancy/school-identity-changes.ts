/**
 * "A school's public identity changed" (its name, logo, theme colours or status), said by the
 * API's writes once they have committed and heard by the web tier's cache of the school
 * look-up (lib/bff/school-identity-cache.ts). Process-wide, through globalThis: under
 * `next start` the API and the pages run in one process but may be loaded in several
 * bundles. An API in another process reaches no listener here; the cache's short lifetime
 * covers that case.
 */
type Listener = () => void;

const holder = globalThis as unknown as { __scholaSchoolIdentityListeners?: Set<Listener> };
const listeners = (holder.__scholaSchoolIdentityListeners ??= new Set());

export function announceSchoolIdentityChange(): void {
  for (const listener of listeners) listener();
}

/** Returns the removal of the listener. */
export function onSchoolIdentityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
