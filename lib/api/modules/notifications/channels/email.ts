/**
 * The e-mail channel: nodemailer over SMTP_URL, HTML with its plain-text alternative, the
 * attachments, and the headers a mail client needs to offer "unsubscribe" in one click
 * (RFC 8058: List-Unsubscribe with an https URL and List-Unsubscribe-Post). The Message-ID is
 * derived from the delivery's idempotency key, so a message sent again after a crash (sent,
 * then the process died before it recorded "sent") carries the same id and is recognisable as
 * the same message.
 */
import { createHash } from 'node:crypto';
import { transport } from '../../../../mail/send-mail';
import { deliveryConfig } from '../delivery-config';
import type { Channel, Outgoing } from '../registry';

export function messageIdOf(out: Pick<Outgoing, 'schoolId' | 'idempotencyKey'>, host: string) {
  const digest = createHash('sha256').update(out.idempotencyKey).digest('hex').slice(0, 32);
  return `<n${out.schoolId}.${digest}@${host}>`;
}

/**
 * Whether nodemailer's error is the mail server refusing the message for good: a 5xx reply
 * to RCPT TO (no such mailbox) or to DATA (the message refused). Sending again gets the same
 * answer, so the delivery is `bounced` at once. A 4xx (try later), a refused connection or a
 * 5xx to another command (our login, our sender) is ours to retry or fix, not a bounce.
 */
export function refusedForGood(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code, command } = error as {
    responseCode?: unknown;
    code?: unknown;
    command?: unknown;
  };
  if (typeof responseCode !== 'number' || responseCode < 500) return false;
  return (
    code === 'EENVELOPE' ||
    code === 'EMESSAGE' ||
    (typeof command === 'string' && /^(RCPT|DATA)\b/i.test(command))
  );
}

/** Thrown when there is nowhere to send mail: the delivery is skipped, not retried. */
export class NoMailServer extends Error {
  constructor() {
    super('SMTP_URL is not set: e-mail notifications are not sent');
  }
}

export const emailChannel: Channel = {
  name: 'email',
  async send(_db, out) {
    const cfg = deliveryConfig();
    if (!cfg.smtpUrl) throw new NoMailServer();
    if (!out.to.email) throw new Error('The recipient has no e-mail address');
    const messageId = messageIdOf(out, cfg.appHost);
    const info = await transport(cfg.smtpUrl).sendMail({
      from: cfg.mailFrom,
      to: { name: out.to.name, address: out.to.email },
      subject: out.subject,
      text: out.text,
      html: out.html,
      messageId,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      list: { unsubscribe: out.unsubscribeUrl },
      attachments: out.attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
    return { providerId: info.messageId ?? messageId };
  },
};
