/**
 * The `sms` channel: the notice in a sentence or two and the link to its screen, as a text message
 * (or WhatsApp message, as the school chose) through the school's HTTP provider. The
 * recipient's number is normalised to E.164; no number, no provider set, or a provider's 4xx
 * fail the delivery at once with the reason, a 5xx or time-out is retried by the queue.
 */
import type { Executor } from '../../../../db/client';
import type { Channel, Outgoing } from '../index';
import { PermanentFailure } from './push-sms-failures';
import { phoneProblem, toE164 } from './sms-phone';
import { httpSmsProvider, type SmsProvider, type SmsVia } from './sms-provider';

/** The school's provider, from its notification settings (null: none set). */
export type SmsSettingsReader = (
  db: Executor,
  schoolId: number,
) => Promise<{ endpoint: string; key: string; via: SmsVia } | null>;

/** The message's text: the notice in a sentence or two, then the screen's address. */
export const smsText = (out: Pick<Outgoing, 'body' | 'link'>): string =>
  out.link ? `${out.body}\n${out.link}` : out.body;

export function smsChannel(
  settingsOf: SmsSettingsReader,
  providerFor: (settings: {
    endpoint: string;
    key: string;
    via: SmsVia;
  }) => SmsProvider = httpSmsProvider,
): Channel {
  return {
    name: 'sms',
    async send(db: Executor, out: Outgoing) {
      const phone = toE164(out.to.phone);
      if ('problem' in phone) throw new PermanentFailure(phoneProblem(phone.problem));
      const settings = await settingsOf(db, out.schoolId);
      if (!settings)
        throw new PermanentFailure('no SMS provider is set in the notification settings');
      return providerFor(settings).send({
        to: phone.e164,
        text: smsText(out),
        idempotencyKey: out.idempotencyKey,
      });
    },
  };
}
