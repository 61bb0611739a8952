/**
 * Security: the provider's outbox does not hand out other people's one-time links. A reset
 * link kept because no SMTP server is configured is shown with its token withheld.
 */
import { desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../../../db/schema';
import { PROVIDER_EMAIL } from '../../demo/schools';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { withholdOneTimeLinks } from '../../../mail/one-time-links';
import { defined } from '../../../test-support/defined';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(() => t.close());

test('a school user’s reset link is in the outbox table, but the provider sees it withheld', async () => {
  const asked = await t.call('POST', '/api/password/forgot', {
    school: 'riverside',
    body: { email: 'teacher@riverside.test' },
  });
  expect(asked.status).toBe(200);
  const kept = await t.handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, 'teacher@riverside.test'))
    .orderBy(desc(outboxEmails.id))
    .then((rows) => defined(rows[0], 'the reset mail to the teacher'));
  const token = /[?&]token=([^&\s]+)/.exec(kept.body)?.[1];
  expect(token).toBeDefined();

  const provider = await t.login(PROVIDER_EMAIL, undefined, '');
  const outbox = await t.call('GET', '/api/provider/outbox', { token: provider });
  expect(outbox.status).toBe(200);
  const shown = outbox.body.data.find((m: { id: number }) => m.id === kept.id);
  expect(shown.body).toContain('/authentication/create-pwd?token=[withheld]');
  expect(JSON.stringify(outbox.body)).not.toContain(token as string);
  // The link, had it leaked, would have worked: the withheld one cannot.
  const reset = await t.call('POST', '/api/password/reset', {
    school: 'riverside',
    body: {
      token: '[withheld]',
      password: 'a-long-new-secret-1',
      password_confirmation: 'a-long-new-secret-1',
    },
  });
  expect(reset.status).toBe(422);
});

test.each([
  [
    'https://x.test/authentication/create-pwd?token=abc_DEF-1',
    'https://x.test/authentication/create-pwd?token=[withheld]',
  ],
  ['see http://x.test/a?b=1&token=zz#f now', 'see http://x.test/a?b=1&token=[withheld]#f now'],
  ['no link here', 'no link here'],
])('withholdOneTimeLinks(%s)', (text, expected) => {
  expect(withholdOneTimeLinks(text)).toBe(expected);
});
