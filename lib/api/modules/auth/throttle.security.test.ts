/**
 * Security: client address and throttling. A caller must not choose its own address (a new
 * X-Forwarded-For per attempt), a burst must not slip past the count, the owner must not be
 * locked out by someone else's guesses (issue 25: not even by guesses renewed each time a wait
 * ends), and every 429 must say when to come back.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { loginThrottle, outboxEmails } from '../../../db/schema';
import { clientAddressOf } from '../../../net/client-address';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SIGNATURE_HEADER } from '../../http/client-address';
import { FREE_FAILURES_PER_ACCOUNT, globalKey } from '../identity/throttle';
import {
  ACCOUNT_CEILING,
  ACCOUNT_CEILING_REFUSAL,
  GLOBAL_MAX_FAILURES,
  MAX_FAILURES_PER_ADDRESS,
} from '../identity/login-limits';
import { MAX_RESET_REQUESTS_PER_ADDRESS } from './password-reset';
import { defined } from '../../../test-support/defined';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  jest.spyOn(console, 'log').mockImplementation(() => undefined); // outbox mail lines
});
afterAll(() => t.close());

let n = 0;
/** A fresh address per call, as an attacker rotating X-Forwarded-For would send. */
const rotatingForwardedFor = () => ({ 'X-Forwarded-For': `203.0.113.${++n % 250}` });

const login = (
  email: string,
  password: string,
  extra: { headers?: Record<string, string>; address?: string } = {},
) => t.call('POST', '/api/login', { school: 'riverside', body: { email, password }, ...extra });

describe('the client address', () => {
  test.each([
    // peer, X-Forwarded-For, trusted proxies, client
    ['198.51.100.7', '1.2.3.4', { hops: 0 }, '198.51.100.7'],
    ['10.0.0.2', '1.2.3.4, 198.51.100.7', { hops: 1 }, '198.51.100.7'],
    ['10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.9', { hops: 2 }, '198.51.100.7'],
    ['10.0.0.2', null, { hops: 1 }, '10.0.0.2'],
    ['10.0.0.2', '1.2.3.4, 198.51.100.7', { ranges: ['10.0.0.0/8'] }, '198.51.100.7'],
    ['10.0.0.2', '1.2.3.4, 198.51.100.7, 10.1.1.1', { ranges: ['10.0.0.0/8'] }, '198.51.100.7'],
    ['198.51.100.7', '1.2.3.4', { ranges: ['10.0.0.0/8'] }, '198.51.100.7'],
    ['::ffff:127.0.0.1', '198.51.100.7', { ranges: ['127.0.0.1'] }, '198.51.100.7'],
    ['::1', '2001:db8::5', { ranges: ['::1/128'] }, '2001:db8::5'],
  ] as const)('peer %s, X-Forwarded-For %j, trusting %j → %s', (peer, xff, trusted, client) => {
    expect(clientAddressOf(peer, xff, trusted)).toBe(client);
  });

  test('a new X-Forwarded-For per attempt does not reset the per-address count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_FAILURES_PER_ADDRESS; i++)
      statuses.push(
        (await login(`spray${i}@riverside.test`, 'wrong', { headers: rotatingForwardedFor() }))
          .status,
      );
    expect(statuses.slice(0, MAX_FAILURES_PER_ADDRESS).every((s) => s === 422)).toBe(true);
    expect(statuses[MAX_FAILURES_PER_ADDRESS]).toBe(429);
  });

  test('an address with a forged signature is not believed', async () => {
    const headers = {
      [CLIENT_ADDRESS_HEADER]: '203.0.113.200',
      [CLIENT_ADDRESS_SIGNATURE_HEADER]: 'forged',
    };
    // The address the previous test exhausted (in-process, unsigned) is still the one counted.
    const res = await login('guardian@riverside.test', 'Schola-demo-1', { headers });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test("forgot-password's per-address limit holds against a rotating X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_RESET_REQUESTS_PER_ADDRESS; i++) {
      const res = await t.call('POST', '/api/password/forgot', {
        school: 'hillcrest',
        body: { email: `someone${i}@hillcrest.test` },
        headers: rotatingForwardedFor(),
      });
      statuses.push(res.status);
    }
    expect(statuses[MAX_RESET_REQUESTS_PER_ADDRESS]).toBe(429);
  });
});

describe('per account at an address: an attacker cannot keep the owner out', () => {
  const attacker = '198.51.100.66';

  test(`the attacker's address waits after ${FREE_FAILURES_PER_ACCOUNT} failures; the owner from another address signs in at once`, async () => {
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++)
      expect(
        (await login('teacher@riverside.test', `guess-${i}`, { address: attacker })).status,
      ).toBe(422);
    // Even the right password waits at the attacker's address...
    const blocked = await login('teacher@riverside.test', 'Schola-demo-1', { address: attacker });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // ...while the owner, elsewhere, is not held back at all.
    const owner = await login('teacher@riverside.test', 'Schola-demo-1', {
      address: '198.51.100.50',
    });
    expect(owner.status).toBe(200);
  });

  test('an attacker retrying each time the wait ends still never locks the owner out', async () => {
    const ownerEmail = 'admin@riverside.test';
    for (let round = 0; round < FREE_FAILURES_PER_ACCOUNT + 3; round++) {
      await expireWaits(ownerEmail);
      expect((await login(ownerEmail, `again-${round}`, { address: attacker })).status).toBe(422);
    }
    // The attacker's last failure has just started a new wait; the owner does not share it.
    const owner = await login(ownerEmail, 'Schola-demo-1', { address: '198.51.100.51' });
    expect(owner.status).toBe(200);
  });

  test('each further failure at one address doubles its wait', async () => {
    const email = 'admin@hillcrest.test';
    const address = '192.0.2.9';
    const at = (password: string) =>
      t.call('POST', '/api/login', { school: 'hillcrest', body: { email, password }, address });
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) await at(`x-${i}`);
    // Three more failures, each after its wait has passed (moved back in time, not slept).
    for (let extra = 0; extra < 3; extra++) {
      await expireWaits(email);
      expect((await at(`y-${extra}`)).status).toBe(422);
    }
    const blocked = await at('Schola-demo-1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(7);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(8);
  });

  test('a burst of parallel guesses from one address is counted: no more than the free failures are checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login('accountant@riverside.test', `burst-${i}`, { address: '192.0.2.100' }),
      ),
    );
    const checked = burst.filter((r) => r.status === 422).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES_PER_ACCOUNT + 1);
    for (const r of burst.filter((r) => r.status === 429))
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('per account over all addresses: the e-mailed link unlocks', () => {
  const email = 'guardian@hillcrest.test';
  const NEW_PASSWORD = 'a-much-longer-secret-42';
  const at = (password: string, address: string) =>
    t.call('POST', '/api/login', { school: 'hillcrest', body: { email, password }, address });

  test(`after ${ACCOUNT_CEILING} failures from many addresses the password alone is refused, until the e-mailed link is used`, async () => {
    // A few real failures from many addresses, then the rest of the ceiling as a stored count.
    for (let i = 0; i < 3; i++)
      expect((await at(`many-${i}`, `203.0.113.${100 + i}`)).status).toBe(422);
    await t.handle.db
      .update(loginThrottle)
      .set({ failures: ACCOUNT_CEILING })
      .where(sql`${loginThrottle.key} like ${'account:%:' + email}`);

    const refused = await at('Schola-demo-1', '203.0.113.150');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ACCOUNT_CEILING_REFUSAL);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);

    const forgot = await t.call('POST', '/api/password/forgot', {
      school: 'hillcrest',
      body: { email },
      address: '203.0.113.150',
    });
    expect(forgot.status).toBe(200);
    const [mail] = await t.handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, email))
      .orderBy(desc(outboxEmails.id));
    const link = new URL(defined(mail?.body.match(/https?:\/\/\S+/)?.[0], 'the e-mailed link'));
    expect(link.pathname).toBe('/authentication/create-pwd');
    const token = defined(link.searchParams.get('token'), 'the link’s token');
    const reset = () =>
      t.call('POST', '/api/password/reset', {
        school: 'hillcrest',
        body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(422); // single use

    expect((await at(NEW_PASSWORD, '203.0.113.150')).status).toBe(200);
    // Every failure of the account, at every address, was forgotten.
    const left = await t.handle.db
      .select()
      .from(loginThrottle)
      .where(sql`${loginThrottle.key} like ${'account:school:%:' + email + '%'}`);
    expect(left.filter((row) => row.failures > 0)).toEqual([]);
  });
});

describe('the global ceiling', () => {
  test('when the whole installation passes the ceiling, an address that failed waits; one that did not signs in', async () => {
    await t.handle.db
      .insert(loginThrottle)
      .values({ key: globalKey('login'), windowStart: sql`now()`, failures: GLOBAL_MAX_FAILURES })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: { failures: GLOBAL_MAX_FAILURES, windowStart: sql`now()` },
      });
    try {
      const failed = '192.0.2.222';
      expect((await login('nobody@riverside.test', 'x', { address: failed })).status).toBe(422);
      const res = await login('guardian@riverside.test', 'Schola-demo-1', { address: failed });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
      const clean = await login('guardian@riverside.test', 'Schola-demo-1', {
        address: '192.0.2.223',
      });
      expect(clean.status).toBe(200);
    } finally {
      await t.handle.db.delete(loginThrottle).where(eq(loginThrottle.key, globalKey('login')));
    }
  });
});

/** Moves every wait of an account's addresses into the past, as if the attacker had waited. */
async function expireWaits(email: string) {
  await t.handle.db
    .update(loginThrottle)
    .set({ windowStart: sql`now() - interval '1 hour'` })
    .where(sql`${loginThrottle.key} like ${'account:%:' + email + '|from:%'}`);
}
