/**
 * The SMS/WhatsApp provider interface, and the one provider Schola ships: an HTTP endpoint and
 * key the school sets in its notification settings. It receives
 *   POST {endpoint}  Authorization: Bearer {key}  Idempotency-Key: {the delivery's key}
 *   {"to": "+447700900123", "text": "…", "channel": "sms" | "whatsapp"}
 * and answers 2xx (its message id as `id` in a JSON body, if it gives one). The
 * Idempotency-Key lets it recognise a message sent again after a crash between its answer and
 * our record of it.
 */
import { Bounced } from './push-sms-failures';

export type SmsMessage = { to: string; text: string; idempotencyKey: string };
export type SmsProvider = { send(message: SmsMessage): Promise<{ providerId: string }> };
export type SmsVia = 'sms' | 'whatsapp';
export type HttpSmsSettings = { endpoint: string; key: string; via: SmsVia; timeoutMs?: number };

/**
 * What the provider's status means: 2xx sent; 408 and 429 (asked to wait) and every 5xx are
 * worth another attempt; any other 4xx is our request refused and will be refused again (the
 * delivery is `bounced`).
 */
export function judgeSmsAnswer(status: number): 'sent' | 'retry' | 'refused' {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** The provider's id for the message: `id` or `message_id` of a JSON answer, else ours. */
async function providerIdOf(answer: Response, fallback: string): Promise<string> {
  const text = await answer.text();
  try {
    const body = JSON.parse(text) as { id?: unknown; message_id?: unknown };
    const id = body.id ?? body.message_id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  } catch {
    // not JSON: the provider gives no id
  }
  return fallback;
}

export function httpSmsProvider(settings: HttpSmsSettings): SmsProvider {
  return {
    async send({ to, text, idempotencyKey }) {
      let answer: Response;
      try {
        answer = await fetch(settings.endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${settings.key}`,
            'Idempotency-Key': idempotencyKey,
          },
          body: JSON.stringify({ to, text, channel: settings.via }),
          redirect: 'manual',
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        // A time-out or a refused connection: the queue tries again later.
        throw new Error(`no answer from the SMS provider: ${(error as Error).message}`);
      }
      const verdict = judgeSmsAnswer(answer.status);
      if (verdict === 'sent') return { providerId: await providerIdOf(answer, idempotencyKey) };
      const reason = `the SMS provider answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`;
      if (verdict === 'retry') throw new Error(reason);
      throw new Bounced(reason);
    },
  };
}
