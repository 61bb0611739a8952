/**
 * How the push and SMS channels tell the delivery what a failure means. A thrown error is
 * retried by the queue (a provider's 5xx, a time-out); a `permanent` one will fail the same way
 * every time (no phone number, no device, a provider's 4xx), so the delivery is marked failed
 * at once with this reason instead of spending its attempts.
 */
export class PermanentFailure extends Error {
  readonly permanent = true;
  constructor(reason: string) {
    super(reason);
    this.name = 'PermanentFailure';
  }
}

/** Whether an error a channel threw says that sending again cannot succeed. */
export const isPermanentFailure = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { permanent?: unknown }).permanent === true;
