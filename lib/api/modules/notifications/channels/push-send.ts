/**
 * One Web Push message to one browser. `web-push` encrypts the payload to the browser's keys
 * (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292) through its
 * generateRequestDetails; the request itself goes out through fetch, with a time-out, so the
 * answer can be judged here (and an http:// stand-in service can answer the tests).
 */
import webpush from 'web-push';
import type { VapidKeys } from './push-keys';
import type { PushSubscriptionKeys } from './push-subscriptions';

export type PushPayload = { title: string; body: string; link: string | null };
export type PushOptions = { ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high' };

/**
 * What the push service's answer means:
 * - `sent`: accepted (201; some services answer 200 or 202);
 * - `gone`: 404 or 410, the subscription expired or was withdrawn: forget it;
 * - `refused`: another 4xx (a bad key, a payload too large): sending again would not help;
 * - `retry`: 429, 5xx, a time-out or no answer: the service may take it later.
 */
export type PushOutcome =
  | { kind: 'sent'; messageId: string | null }
  | { kind: 'gone' | 'refused' | 'retry'; reason: string };

export function judgePushAnswer(status: number, location: string | null): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', messageId: location };
  const reason = `the push service answered ${status}`;
  if (status === 404 || status === 410) return { kind: 'gone', reason };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', reason };
  return { kind: 'refused', reason };
}

/** Push services accept 4,096 bytes of encrypted payload: the body is cut well within it. */
export const MAX_BODY_CHARACTERS = 1000;

export function pushPayload(title: string, text: string, link: string | null): PushPayload {
  const body =
    text.length > MAX_BODY_CHARACTERS ? `${text.slice(0, MAX_BODY_CHARACTERS - 1)}…` : text;
  return { title, body, link };
}

export async function sendPush(
  keys: VapidKeys,
  subscription: PushSubscriptionKeys,
  payload: PushPayload,
  options: PushOptions & { timeoutMs?: number },
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: keys,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await answer.body?.cancel();
    return judgePushAnswer(answer.status, answer.headers.get('location'));
  } catch (error) {
    return {
      kind: 'retry',
      reason: `no answer from the push service: ${(error as Error).message}`,
    };
  }
}
