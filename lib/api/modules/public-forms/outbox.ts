/** The outbox of e-mails not handed to an SMTP server: lib/mail keeps them through this writer. */
import type { Executor } from '../../../db/client';
import { outboxEmails } from '../../../db/schema/public-forms';
import type { OutboxWriter } from '../../../mail/send-mail';

export const writeOutboxEmail: OutboxWriter = async (db: Executor, message, reason) => {
  const [row] = await db
    .insert(outboxEmails)
    .values({ recipient: message.to, subject: message.subject, body: message.text, reason })
    .returning({ id: outboxEmails.id });
  return row.id;
};
