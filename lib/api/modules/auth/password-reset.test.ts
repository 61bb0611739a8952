import { createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import {
  outboxEmails,
  passwordResetTokens,
  providerPasswordResetTokens,
} from '../../../db/schema';
import { DEMO_PASSWORD, PROVIDER_EMAIL } from '../../demo/schools';
import { createApi } from '../../app';
import { APP_HOST, startTestApi, unique, type TestApi } from '../../test-support/harness';
import { EXPIRED_LINK, FORGOT_ANSWER, INVALID_LINK } from './password-reset';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let log: jest.SpyInstance;
beforeAll(async () => {
  t = await startTestApi();
  // Without SMTP_URL each message is also written to the server log; keep test output quiet.
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-much-longer-secret-42';

/** Each test calls from its own address, so the per-address throttle never couples tests. */
function caller() {
  const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return {
    forgot: (email: string, school?: string) =>
      t.call('POST', '/api/password/forgot', {
        school,
        body: { email },
        address: ip,
      }),
  };
}

function reset(token: string, school?: string, password = NEW_PASSWORD, confirmation = password) {
  return t.call('POST', '/api/password/reset', {
    school,
    body: { token, password, password_confirmation: confirmation },
  });
}

async function outboxFor(email: string) {
  return t.handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, email))
    .orderBy(desc(outboxEmails.id));
}

async function latestLink(email: string): Promise<{ url: URL; token: string }> {
  const [mail] = await outboxFor(email);
  const match = mail?.body.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no reset link was kept for ${email}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

describe('POST /api/password/forgot', () => {
  test("keeps a link to the school's own address in the outbox and stores only the token's hash", async () => {
    const res = await caller().forgot('Guardian@Riverside.test', 'riverside');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: FORGOT_ANSWER, data: null });

    const { url, token } = await latestLink('guardian@riverside.test');
    expect(url.origin).toBe('http://riverside.schola.test');
    expect(url.pathname).toBe('/authentication/create-pwd');
    const mail = defined((await outboxFor('guardian@riverside.test'))[0], 'the reset mail');
    expect(mail.subject).toContain('Riverside Academy');
    expect(mail.reason).toBe('smtp-not-configured');
    expect(log).toHaveBeenCalledWith(expect.stringContaining(url.toString()));

    const rows = await t.handle.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const hash = createHash('sha256').update(token).digest('hex');
    const row = defined(
      rows.find((r) => r.tokenHash === hash),
      'a token row holding the hash',
    );
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  test("is written in the account holder's language: their own choice, else the school's", async () => {
    // Hillcrest's default is Arabic (the demo); riverside's teacher chose French.
    await caller().forgot('accountant@hillcrest.test', 'hillcrest');
    const arabic = defined((await outboxFor('accountant@hillcrest.test'))[0], 'the reset mail');
    expect(arabic.subject).toBe('اختر كلمة مرور جديدة لحسابك في Hillcrest High School');
    expect(arabic.body).toContain('يعمل الرابط مرة واحدة، خلال 60 دقيقة');

    await t.handle.db.execute(
      sql`update users set locale = 'fr' where email = 'teacher@riverside.test'`,
    );
    try {
      await caller().forgot('teacher@riverside.test', 'riverside');
      const french = defined((await outboxFor('teacher@riverside.test'))[0], 'the reset mail');
      expect(french.subject).toBe(
        'Choisissez un nouveau mot de passe pour votre compte Riverside Academy',
      );
      expect(french.body).toMatch(/^Bonjour /);
    } finally {
      await t.handle.db.execute(
        sql`update users set locale = null where email = 'teacher@riverside.test'`,
      );
    }
  });

  test('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const email = `${unique('nobody')}@riverside.test`;
    const known = await caller().forgot('teacher@riverside.test', 'riverside');
    const unknown = await caller().forgot(email, 'riverside');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  test("never mails another school's user: a hillcrest address asked on riverside", async () => {
    const before = (await outboxFor('accountant@hillcrest.test')).length;
    const res = await caller().forgot('accountant@hillcrest.test', 'riverside');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FORGOT_ANSWER);
    expect(await outboxFor('accountant@hillcrest.test')).toHaveLength(before);
  });

  test.each([
    [{}, 'The e-mail is required.'],
    [{ email: '  ' }, 'The e-mail is required.'],
    [{ email: 'not-an-address' }, 'The e-mail must be a valid e-mail address.'],
  ])('422 names the field: %j', async (body, message) => {
    const res = await t.call('POST', '/api/password/forgot', { school: 'riverside', body });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: true, errors: { email: message } });
  });

  test('throttles repeated requests for one e-mail, known or not, with a message that says so', async () => {
    for (const email of ['admin@hillcrest.test', `${unique('ghost')}@hillcrest.test`]) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await caller().forgot(email, 'hillcrest')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const blocked = await caller().forgot(email, 'hillcrest');
      expect(blocked.body.message).toMatch(
        /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/password/reset', () => {
  test('sets the new password, signs the account out everywhere, and works only once', async () => {
    const email = 'accountant@riverside.test';
    const oldToken = await t.login(email);
    expect((await t.call('GET', '/api/me', { token: oldToken, school: 'riverside' })).status).toBe(
      200,
    );

    await caller().forgot(email, 'riverside');
    const { token } = await latestLink(email);
    const res = await reset(token, 'riverside');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/password has been changed/);

    expect((await t.call('GET', '/api/me', { token: oldToken, school: 'riverside' })).status).toBe(
      401,
    );
    const withOld = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email, password: DEMO_PASSWORD },
    });
    expect(withOld.status).toBe(422);
    const fresh = await t.login(email, NEW_PASSWORD);
    expect((await t.call('GET', '/api/me', { token: fresh, school: 'riverside' })).status).toBe(
      200,
    );

    const again = await reset(token, 'riverside', 'yet-another-password-1');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: INVALID_LINK });
    expect((await t.call('GET', '/api/me', { token: fresh, school: 'riverside' })).status).toBe(
      200,
    );
  });

  test('refuses an expired link with its own message and leaves the password alone', async () => {
    const email = 'teacher@hillcrest.test';
    await caller().forgot(email, 'hillcrest');
    const { token } = await latestLink(email);
    const hash = createHash('sha256').update(token).digest('hex');
    await t.handle.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.tokenHash, hash));

    const res = await reset(token, 'hillcrest');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ token: EXPIRED_LINK });
    await expect(t.login(email)).resolves.toEqual(expect.any(String));
  });

  test('only the newest link works', async () => {
    const email = 'guardian@hillcrest.test';
    await caller().forgot(email, 'hillcrest');
    const first = (await latestLink(email)).token;
    await caller().forgot(email, 'hillcrest');
    const second = (await latestLink(email)).token;
    expect(second).not.toBe(first);
    expect((await reset(first, 'hillcrest')).body.errors).toEqual({ token: INVALID_LINK });
    expect((await reset(second, 'hillcrest')).status).toBe(200);
  });

  test("a school's link opened on another school's address is not a link", async () => {
    const email = 'admin@riverside.test';
    await caller().forgot(email, 'riverside');
    const { token } = await latestLink(email);
    const res = await reset(token, 'hillcrest');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ token: INVALID_LINK });
    expect((await reset(token, 'riverside')).status).toBe(200);
  });

  test.each([
    [
      { token: 'x', password: 'short', password_confirmation: 'short' },
      'password',
      'The password must have at least 10 characters.',
    ],
    [
      { token: 'x', password: NEW_PASSWORD, password_confirmation: 'different-one-99' },
      'password_confirmation',
      'The password confirmation does not match the password.',
    ],
    [
      { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'token',
      'The reset token is missing: open the link from the e-mail again.',
    ],
  ])('422 names the field: %j', async (body, field, message) => {
    const res = await t.call('POST', '/api/password/reset', { school: 'riverside', body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
  });

  test('an unknown token is refused', async () => {
    const res = await reset('this-token-was-never-issued', 'riverside');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ token: INVALID_LINK });
  });

  test('the provider resets its own password on the bare host', async () => {
    const session = await t.call('POST', '/api/login', {
      body: { email: PROVIDER_EMAIL, password: DEMO_PASSWORD },
    });
    const signedIn = { token: session.body.data.token as string };
    expect((await t.call('GET', '/api/provider/me', signedIn)).status).toBe(200);
    await caller().forgot(PROVIDER_EMAIL);
    const { url, token } = await latestLink(PROVIDER_EMAIL);
    expect(url.origin).toBe('http://schola.test');
    // The provider's link is kept in the provider's table, never in a school's.
    const hash = createHash('sha256').update(token).digest('hex');
    const { db } = t.handle;
    const school = passwordResetTokens;
    const own = providerPasswordResetTokens;
    expect(await db.select().from(school).where(eq(school.tokenHash, hash))).toEqual([]);
    expect(await db.select().from(own).where(eq(own.tokenHash, hash))).toHaveLength(1);
    expect((await reset(token, 'riverside')).status).toBe(422);
    expect((await reset(token)).status).toBe(200);
    // Signed out everywhere, as a school's user is.
    expect((await t.call('GET', '/api/provider/me', signedIn)).status).toBe(401);
    const login = await t.call('POST', '/api/login', {
      body: { email: PROVIDER_EMAIL, password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
  });
});

/** POST /api/password/forgot on an API instance configured with this SMTP_URL. */
function forgotWithSmtp(smtpUrl: string, email: string, school: string) {
  const api = createApi({
    database: async () => t.handle.db,
    config: { appHost: APP_HOST, tokenTtlHours: 24, storageDir: t.storageDir, smtpUrl },
  });
  return api.request('/api/password/forgot', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Subdomain': school,
    },
    body: JSON.stringify({ email }),
  });
}

describe('with SMTP_URL set', () => {
  test('a message the SMTP server refuses is kept in the outbox with the reason, and the answer is unchanged', async () => {
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
    const smtpUrl = 'smtp://127.0.0.1:9';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await forgotWithSmtp(smtpUrl, 'accountant@hillcrest.test', 'hillcrest');
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(FORGOT_ANSWER);
    let kept: { reason: string }[] = [];
    for (let i = 0; i < 50 && !kept.some((m) => m.reason.startsWith('smtp-failed')); i++) {
      await new Promise((r) => setTimeout(r, 100));
      kept = await outboxFor('accountant@hillcrest.test');
    }
    expect(kept.some((m) => m.reason.startsWith('smtp-failed'))).toBe(true);
    error.mockRestore();
  });

  test('a message the SMTP server accepts is sent, not kept', async () => {
    const received: string[] = [];
    // Just enough of SMTP for one message: greet, accept every command, collect DATA.
    const server = createServer((socket) => {
      let inData = false;
      let data = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n')) {
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(data);
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
          } else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else if (line) socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const before = (await outboxFor('teacher@riverside.test')).length;
    const res = await forgotWithSmtp(smtpUrl, 'teacher@riverside.test', 'riverside');
    expect(res.status).toBe(200);
    for (let i = 0; i < 50 && received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    server.close();
    // nodemailer sends the text quoted-printable: undo soft line breaks and =XX escapes.
    const text = received
      .join('')
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(text).toMatch(
      /http:\/\/riverside\.schola\.test\/authentication\/create-pwd\?token=[\w-]{43}/,
    );
    expect(await outboxFor('teacher@riverside.test')).toHaveLength(before);
  });
});
