/**
 * The queue's rules as pure functions (rules.test.ts): how long a failed job waits, when it is
 * dead, how many of a school's jobs the rate limit lets start, and which period a schedule is in.
 */

/** The wait before attempt `attempt + 1`: `backoffSeconds`, doubled after each failure. */
export function retryDelaySeconds(backoffSeconds: number, attempt: number): number {
  return backoffSeconds * 2 ** Math.max(0, attempt - 1);
}

/** After a failed attempt: another try later, or dead once the attempts are spent. */
export function stateAfterFailure(attempt: number, maxAttempts: number): 'failed' | 'dead' {
  return attempt >= maxAttempts ? 'dead' : 'failed';
}

/**
 * Of `candidates` due jobs of one school, how many may start now when `startedInWindow` of its
 * jobs of the queue started within the last minute and `perMinute` may (undefined: no limit).
 */
export function rateAllowance(
  perMinute: number | undefined,
  startedInWindow: number,
  candidates: number,
): number {
  if (perMinute === undefined) return candidates;
  return Math.min(candidates, Math.max(0, perMinute - startedInWindow));
}

/** The period of a schedule run every `everySeconds` that holds `now`: its number and start. */
export function periodOf(now: Date, everySeconds: number): { index: number; start: Date } {
  const length = everySeconds * 1000;
  const index = Math.floor(now.getTime() / length);
  return { index, start: new Date(index * length) };
}

/** An error as the job's last_error keeps it: its message, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}
