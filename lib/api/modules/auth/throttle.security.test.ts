/**
 * Security: client address and throttling. A caller must not choose its own address (a new
 * X-Forwarded-For per attempt), a burst must not slip past the count, the owner must not be
 * locked out by someone else's guesses, and every 429 must say when to come back.
 */
import { eq, sql } from 'drizzle-orm';
import { loginThrottle } from '../../../db/schema';
import { clientAddressOf } from '../../../net/client-address';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SIGNATURE_HEADER } from '../../http/client-address';
import {
  FREE_FAILURES_PER_ACCOUNT,
  GLOBAL_MAX_FAILURES,
  MAX_FAILURES_PER_ADDRESS,
  globalKey,
} from '../identity/throttle';
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

describe('per account', () => {
  test('the owner is slowed, not locked out: after the wait the right password works', async () => {
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++)
      expect(
        (await login('teacher@riverside.test', `guess-${i}`, { address: `198.51.100.${i}` }))
          .status,
      ).toBe(422);
    const blocked = await login('teacher@riverside.test', 'Schola-demo-1', {
      address: '198.51.100.50',
    });
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, wait * 1000 + 100));
    const owner = await login('teacher@riverside.test', 'Schola-demo-1', {
      address: '198.51.100.50',
    });
    expect(owner.status).toBe(200);
  });

  test('each further failure doubles the wait', async () => {
    const email = 'admin@riverside.test';
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++)
      await login(email, `x-${i}`, { address: `192.0.2.${i}` });
    // Three more failures, each after its wait has passed (moved back in time, not slept).
    const rows = () =>
      t.handle.db
        .select()
        .from(loginThrottle)
        .where(sql`${loginThrottle.key} like ${'account:%:' + email}`);
    for (let extra = 0; extra < 3; extra++) {
      const row = defined((await rows())[0], 'the account’s throttle row');
      await t.handle.db
        .update(loginThrottle)
        .set({ windowStart: sql`now() - interval '1 hour'` })
        .where(eq(loginThrottle.key, row.key));
      expect((await login(email, `y-${extra}`, { address: `192.0.2.${20 + extra}` })).status).toBe(
        422,
      );
    }
    const blocked = await login(email, 'Schola-demo-1', { address: '192.0.2.30' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(7);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(8);
  });

  test('a burst of parallel guesses is counted: no more than the free failures are checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login('accountant@riverside.test', `burst-${i}`, { address: `192.0.2.${100 + i}` }),
      ),
    );
    const checked = burst.filter((r) => r.status === 422).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES_PER_ACCOUNT + 1);
    for (const r of burst.filter((r) => r.status === 429))
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the global ceiling', () => {
  test('when the whole installation passes the ceiling, every login waits, with Retry-After', async () => {
    await t.handle.db
      .insert(loginThrottle)
      .values({ key: globalKey('login'), windowStart: sql`now()`, failures: GLOBAL_MAX_FAILURES })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: { failures: GLOBAL_MAX_FAILURES, windowStart: sql`now()` },
      });
    try {
      const res = await login('guardian@riverside.test', 'Schola-demo-1', {
        address: '192.0.2.222',
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
    } finally {
      await t.handle.db.delete(loginThrottle).where(eq(loginThrottle.key, globalKey('login')));
    }
  });
});
