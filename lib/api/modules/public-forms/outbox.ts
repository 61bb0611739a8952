/** The outbox of e-mails not handed to an SMTP server: lib/mail keeps them through this writer. */
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { outboxEmails } from '../../../db/schema/public-forms';
import type { OutboxWriter } from '../../../mail/send-mail';

export const writeOutboxEmail: OutboxWriter = async (db: Executor, message, reason) => {
  const row = oneRow(
    await db
      .insert(outboxEmails)
      .values({ recipient: message.to, subject: message.subject, body: message.text, reason })
      .returning({ id: outboxEmails.id }),
    'inserting one row into outbox_emails',
  );
  return row.id;
};
