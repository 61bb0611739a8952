/**
 * How the push and SMS channels tell the delivery what a failure means. A thrown error is
 * retried by the queue (a provider's 5xx, a time-out); a PermanentFailure will fail the same way
 * every time (no phone number, no device, a provider's 4xx), so the delivery is marked failed
 * at once with this reason instead of spending its attempts.
 */
export class PermanentFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PermanentFailure';
  }
}

/**
 * The receiving side refused the recipient for good: the SMS provider's 4xx (not 408/429) to
 * a number. The delivery is `bounced` at once, not retried.
 */
export class Bounced extends PermanentFailure {
  constructor(reason: string) {
    super(reason);
    this.name = 'Bounced';
  }
}

/**
 * Whether a push or SMS failure says that sending again cannot succeed. Only our own class
 * counts: nodemailer marks an SMTP 5xx `permanent` too, and the e-mail channel keeps its own
 * rule (retried until the last attempt).
 */
export const isPermanentFailure = (error: unknown): boolean => error instanceof PermanentFailure;
