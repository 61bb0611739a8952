import { eq, sql } from 'drizzle-orm';
import { accessTokens, providerAccessTokens, schools } from '../../../db/schema';
import { hashToken } from '../../../auth/tokens';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { FREE_FAILURES_PER_ACCOUNT } from '../identity/throttle';
import { MAX_FAILURES_PER_ADDRESS } from '../identity/login-limits';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const ip = (n: number) => `10.0.${Math.floor(n / 250)}.${n % 250}`;

describe('POST /api/login', () => {
  test('signs a school user in and returns token, school_code and user', async () => {
    const res = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'ADMIN@riverside.test', password: 'Schola-demo-1' },
      address: ip(1),
    });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.data.school_code).toMatch(/^SCH\d{6}$/);
    expect(res.body.data.user).toMatchObject({
      email: 'admin@riverside.test',
      full_name: 'Amara Okafor',
      role: 'School Admin',
      roles: [{ name: 'School Admin' }],
    });
    expect(res.body.data.user.permissions).toContain('fees-list');
  });

  test('stores only a hash of the token', async () => {
    const token = await t.login('teacher@riverside.test');
    const rows = await t.handle.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const plain = await t.handle.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, token));
    expect(plain).toHaveLength(0);
  });

  test('names each bad field with a message (422)', async () => {
    const res = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'not-an-email' },
      address: ip(2),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: 'The e-mail must be a valid e-mail address.',
      password: 'The password is required.',
    });
  });

  test('answers an unknown e-mail exactly as a wrong password', async () => {
    const wrong = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'admin@riverside.test', password: 'nope-nope-nope' },
      address: ip(3),
    });
    const unknown = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'nobody@riverside.test', password: 'nope-nope-nope' },
      address: ip(4),
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  test('does not sign a user into another school', async () => {
    const res = await t.call('POST', '/api/login', {
      school: 'hillcrest',
      body: { email: 'admin@riverside.test', password: 'Schola-demo-1' },
      address: ip(5),
    });
    expect(res.status).toBe(422);
  });

  test('refuses an unknown school with a clear 404', async () => {
    const res = await t.call('POST', '/api/login', {
      school: 'atlantis',
      body: { email: 'admin@riverside.test', password: 'Schola-demo-1' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('School not found: no school uses the address "atlantis".');
  });

  test(`slows an account down at an address after ${FREE_FAILURES_PER_ACCOUNT} failures, with a message and Retry-After`, async () => {
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) {
      const res = await t.call('POST', '/api/login', {
        school: 'hillcrest',
        body: { email: 'accountant@hillcrest.test', password: `wrong-${i}` },
        address: ip(10),
      });
      expect(res.status).toBe(422);
    }
    const blocked = await t.call('POST', '/api/login', {
      school: 'hillcrest',
      body: { email: 'accountant@hillcrest.test', password: 'Schola-demo-1' },
      address: ip(10),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same e-mail at another school is another account.
    const elsewhere = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'accountant@riverside.test', password: 'Schola-demo-1' },
      address: ip(21),
    });
    expect(elsewhere.status).toBe(200);
  });

  test(`throttles a client address after ${MAX_FAILURES_PER_ADDRESS} failures across accounts`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      await t.call('POST', '/api/login', {
        school: 'riverside',
        body: { email: `guess${i}@riverside.test`, password: 'x' },
        address,
      });
    }
    const res = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'guardian@riverside.test', password: 'Schola-demo-1' },
      address,
    });
    expect(res.status).toBe(429);
    const otherAddress = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'guardian@riverside.test', password: 'Schola-demo-1' },
      address: '192.0.2.78',
    });
    expect(otherAddress.status).toBe(200);
  });

  test('signs the provider in on the bare host', async () => {
    const res = await t.call('POST', '/api/login', {
      body: { email: 'provider@schola.test', password: 'Schola-demo-1' },
      address: ip(30),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ school_code: null, user: { role: 'Provider' } });
    // A provider token is not a key to any school's data.
    const me = await t.call('GET', '/api/me', { token: res.body.data.token, school: 'riverside' });
    expect(me.status).toBe(401);
  });

  test("a provider sign-in leaves its token in the provider's table, none in a school's", async () => {
    const res = await t.call('POST', '/api/login', {
      body: { email: 'provider@schola.test', password: 'Schola-demo-1' },
      address: ip(32),
    });
    expect(res.status).toBe(200);
    const hash = hashToken(res.body.data.token);
    const inSchools = await t.handle.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hash));
    expect(inSchools).toEqual([]);
    const [own] = await t.handle.db
      .select()
      .from(providerAccessTokens)
      .where(eq(providerAccessTokens.tokenHash, hash));
    expect(own).toMatchObject({ revokedAt: null, providerUserId: expect.any(Number) });
    const token = res.body.data.token;
    expect((await t.call('GET', '/api/provider/me', { token })).status).toBe(200);
    expect((await t.call('POST', '/api/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/provider/me', { token })).status).toBe(401);
  });

  test('refuses logins to a suspended school', async () => {
    await t.handle.db
      .update(schools)
      .set({ status: 'suspended' })
      .where(eq(schools.subdomain, 'hillcrest'));
    try {
      const res = await t.call('POST', '/api/login', {
        school: 'hillcrest',
        body: { email: 'admin@hillcrest.test', password: 'Schola-demo-1' },
        address: ip(31),
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(
        'School not found: Hillcrest High School is suspended. Please contact the provider.',
      );
    } finally {
      await t.handle.db
        .update(schools)
        .set({ status: 'active' })
        .where(eq(schools.subdomain, 'hillcrest'));
    }
  });
});

describe('tokens', () => {
  test('401 Unauthenticated. with no token or a malformed one', async () => {
    const variants: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer' },
      { Authorization: 'Basic abc' },
      { Authorization: 'Bearer made-up' },
    ];
    for (const headers of variants) {
      const res = await t.call('GET', '/api/me', { school: 'riverside', headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: true, message: 'Unauthenticated.' });
    }
  });

  test('logout revokes the token', async () => {
    const token = await t.login('guardian@riverside.test');
    expect((await t.call('GET', '/api/me', { token, school: 'riverside' })).status).toBe(200);
    const out = await t.call('POST', '/api/logout', { token, school: 'riverside' });
    expect(out.status).toBe(200);
    const after = await t.call('GET', '/api/me', { token, school: 'riverside' });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthenticated.');
  });

  test('an expired token is refused', async () => {
    const token = await t.login('teacher@hillcrest.test');
    await t.handle.db
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    const res = await t.call('GET', '/api/me', { token, school: 'hillcrest' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
  });

  test("school A's token is refused on school B by subdomain, by school code and by host", async () => {
    const token = await t.login('admin@riverside.test');
    const hill = await t.call('GET', '/api/schools/by-subdomain/hillcrest');
    const bySubdomain = await t.call('GET', '/api/me', { token, school: 'hillcrest' });
    const byCode = await t.call('GET', '/api/me', {
      token,
      headers: { 'X-School-Code': hill.body.data.school_code },
    });
    const byHost = await t.call('GET', '/api/meta-data', {
      token,
      headers: { Host: 'hillcrest.schola.test' },
    });
    for (const res of [bySubdomain, byCode, byHost]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Unauthenticated.');
    }
    expect(
      (await t.call('GET', '/api/me', { token, headers: { Host: 'riverside.schola.test' } }))
        .status,
    ).toBe(200);
  });

  test("a school's token names its school: on the bare host it is no token", async () => {
    const token = await t.login('admin@riverside.test');
    const bare = await t.call('GET', '/api/provider/me', { token });
    expect(bare.status).toBe(401);
    expect((await t.call('GET', '/api/me', { token })).status).toBe(401);
  });
});
