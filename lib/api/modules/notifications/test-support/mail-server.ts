/**
 * A real SMTP server in the test's process (smtp-server): it receives what the e-mail channel
 * sends through nodemailer, and mailparser reads each message back (subject, text and HTML
 * parts, headers, attachments). `refuse` makes it answer the next messages with a 550.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type MailServer = {
  url: string;
  received: ParsedMail[];
  /** While set, every message is refused with this 550 reply. */
  refuse: string | null;
  close: () => Promise<void>;
};

export async function startMailServer(): Promise<MailServer> {
  const state: MailServer = { url: '', received: [], refuse: null, close: async () => {} };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refuse) {
            const error = Object.assign(new Error(state.refuse), { responseCode: 550 });
            callback(error);
            return;
          }
          state.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
