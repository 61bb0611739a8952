/** Which of nodemailer's errors are the mail server refusing a recipient for good (bounced). */
import { refusedForGood } from './email';

test.each([
  [{ responseCode: 550, code: 'EENVELOPE', command: 'RCPT TO' }, true],
  [{ responseCode: 554, code: 'EMESSAGE', command: 'DATA' }, true],
  [{ responseCode: 552, command: 'DATA' }, true],
  [{ responseCode: 451, code: 'EMESSAGE', command: 'DATA' }, false], // try later
  [{ responseCode: 421, code: 'EENVELOPE', command: 'RCPT TO' }, false],
  [{ responseCode: 535, code: 'EAUTH', command: 'AUTH PLAIN' }, false], // our login, not the recipient
  [{ code: 'ECONNREFUSED' }, false],
  ['550 a string', false],
  [null, false],
])('%j → bounced: %s', (error, bounced) => {
  expect(refusedForGood(error)).toBe(bounced);
});
