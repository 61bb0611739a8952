/**
 * Outgoing e-mail. With SMTP_URL set, a message goes to that server through nodemailer; without
 * it, or when the server refuses it, the message is kept in outbox_emails for the provider to
 * read and the server log says so. Sending happens after the caller's transaction commits, so
 * a slow or absent mail server never holds a database transaction open.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db/client';

export type MailMessage = { to: string; subject: string; text: string };
export type MailSettings = { smtpUrl?: string; mailFrom?: string; nodeEnv?: string };

export const DEFAULT_MAIL_FROM = 'Schola <no-reply@localhost>';
export const NO_SMTP_REASON = 'smtp-not-configured';

const transports = new Map<string, Transporter>();

/** One nodemailer transport per SMTP URL, kept for the process (the notifications' e-mail too). */
export function transport(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, t);
  }
  return t;
}

/**
 * Stores a kept message and answers its id. The outbox table belongs to the public-forms
 * module (the provider reads it there), which registers its writer in its manifest's `connect`:
 * lib/mail reads no module's tables.
 */
export type OutboxWriter = (db: Executor, message: MailMessage, reason: string) => Promise<number>;

let outbox: OutboxWriter | undefined;

export function registerOutbox(writer: OutboxWriter): void {
  outbox = writer;
}

/** Keeps a message in the outbox table and logs it (in full outside production, where links are secrets). */
export async function keepInOutbox(
  db: Executor,
  message: MailMessage,
  reason: string,
  settings: MailSettings,
): Promise<void> {
  if (!outbox) throw new Error('No outbox registered (public-forms connects it in its manifest).');
  const id = await outbox(db, message, reason);
  const summary = `[mail] kept in outbox_emails #${id} (${reason}): to ${message.to}, "${message.subject}"`;
  console.log(settings.nodeEnv === 'production' ? summary : `${summary}\n${message.text}`);
}

/**
 * Hands a message to the SMTP server without waiting for it; a refusal moves it to the outbox.
 * Answers never depend on the mail server, so they reveal nothing about who got a message.
 */
export function sendInBackground(db: Executor, message: MailMessage, settings: MailSettings) {
  if (!settings.smtpUrl) return;
  transport(settings.smtpUrl)
    .sendMail({ from: settings.mailFrom ?? DEFAULT_MAIL_FROM, ...message })
    .catch(async (error: Error) => {
      console.error(`[mail] SMTP refused the message to ${message.to}: ${error.message}`);
      await keepInOutbox(db, message, `smtp-failed: ${error.message}`.slice(0, 500), settings);
    })
    .catch((error) => console.error('[mail] could not keep the message in the outbox', error));
}
