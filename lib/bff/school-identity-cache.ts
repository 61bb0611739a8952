/**
 * The web tier's cache of the school look-up (`GET /api/schools/by-subdomain/:subdomain`),
 * which every sign-in page and the shell need before they can show anything. Through the
 * API it waits in the database's admission queue like any request, so under load the login
 * page showed "Loading school information..." until the look-up was refused. A school's
 * identity changes only when it or the provider edits it, so it is kept here:
 *
 * - for FOUND_TTL_MS (a missing school NOT_FOUND_TTL_MS, so a new school appears soon);
 * - forgotten at once when the API in this process announces a change
 *   (lib/tenancy/school-identity-changes.ts: the school's settings and logo, the provider's
 *   suspend and reactivate); the lifetime covers an API in another process (API_UPSTREAM_URL,
 *   or several instances on one PostgreSQL);
 * - after it lapses or is forgotten, looked up again; if that look-up fails (busy, database
 *   down) or takes longer than STALE_AFTER_MS (the one connection of PGlite held by a
 *   restore or an import for seconds), the last answer is shown rather than an error or a
 *   wait — the look-up goes on and its answer serves the next page. One look-up at a time
 *   per school.
 */
import { onSchoolIdentityChange } from '../tenancy/school-identity-changes';

export const FOUND_TTL_MS = 60_000;
export const NOT_FOUND_TTL_MS = 10_000;
/** How long a page waits for a new answer about a school it already has one for. */
export const STALE_AFTER_MS = 250;

type Entry<T> = { value: T | null; freshUntil: number };

export class SchoolIdentityCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T | null>>();
  /** How many times everything was forgotten: a look-up that overlapped one is not fresh. */
  private forgottenCount = 0;

  /**
   * `load` answers the school's identity, null when there is no such school, and throws
   * when it cannot tell.
   */
  constructor(
    private readonly load: (subdomain: string) => Promise<T | null>,
    private readonly now: () => number = Date.now,
    private readonly staleAfterMs = STALE_AFTER_MS,
  ) {}

  async get(subdomain: string): Promise<T | null> {
    const entry = this.entries.get(subdomain);
    if (entry && this.now() < entry.freshUntil) return entry.value;
    const looking = this.lookUp(subdomain);
    if (!entry) return looking;
    const lastAnswer = entry.value;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<T | null>((resolve) => {
      timer = setTimeout(() => resolve(lastAnswer), this.staleAfterMs);
    });
    try {
      return await Promise.race([looking.catch(() => lastAnswer), waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Every entry is looked up again on its next use (the last answer kept as a fallback). */
  forgetAll(): void {
    this.forgottenCount++;
    for (const entry of this.entries.values()) entry.freshUntil = 0;
  }

  private lookUp(subdomain: string): Promise<T | null> {
    const pending = this.loading.get(subdomain);
    if (pending) return pending;
    const forgotten = this.forgottenCount;
    const loaded = this.load(subdomain)
      .then((value) => {
        // A change announced meanwhile may not be in this answer: keep it, but not as fresh.
        const ttl = value === null ? NOT_FOUND_TTL_MS : FOUND_TTL_MS;
        const freshUntil = forgotten === this.forgottenCount ? this.now() + ttl : 0;
        this.entries.set(subdomain, { value, freshUntil });
        return value;
      })
      .finally(() => this.loading.delete(subdomain));
    this.loading.set(subdomain, loaded);
    return loaded;
  }

  /** Listens for the API's announcements; returns the removal. */
  listen(): () => void {
    return onSchoolIdentityChange(() => this.forgetAll());
  }
}
