/**
 * A real SMTP server in the test's process (smtp-server): it receives what the e-mail channel
 * sends through nodemailer, and mailparser reads each message back (subject, text and HTML
 * parts, headers, attachments). `refuse` makes it answer the next messages' DATA with a
 * temporary 451; `unknown` lists addresses whose RCPT TO it refuses for good (550 5.1.1).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type MailServer = {
  url: string;
  received: ParsedMail[];
  /** While set, every message's DATA is refused with this 451 (try later) reply. */
  refuse: string | null;
  /** Recipients refused for good at RCPT TO: 550 5.1.1, no such mailbox. */
  unknown: Set<string>;
  close: () => Promise<void>;
};

export async function startMailServer(): Promise<MailServer> {
  const state: MailServer = {
    url: '',
    received: [],
    refuse: null,
    unknown: new Set(),
    close: async () => {},
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.unknown.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refuse) {
            const error = Object.assign(new Error(state.refuse), { responseCode: 451 });
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
