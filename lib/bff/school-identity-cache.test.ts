/**
 * The web tier's cache of the school look-up, in front of the real API: the login page's
 * school is answered without asking the API again, a change the API announces (settings,
 * logo, the provider's suspension) shows at once, a lapsed answer is asked again, and when
 * the API cannot answer (busy) the last answer is shown instead of an error.
 */
import { startTestApi, type TestApi } from '../api/test-support/harness';
import { FOUND_TTL_MS, NOT_FOUND_TTL_MS, SchoolIdentityCache } from './school-identity-cache';

/** Long enough that a loaded machine's look-up is never taken for a slow one (but see below). */
const PATIENT_MS = 60_000;

type Identity = { name: string; theme?: unknown };

let t: TestApi;
let adminToken: string;
let providerToken: string;
beforeAll(async () => {
  t = await startTestApi();
  adminToken = await t.login('admin@riverside.test');
  const provider = await t.call('POST', '/api/login', {
    body: { email: 'provider@schola.test', password: 'Schola-demo-1' },
  });
  providerToken = provider.body.data.token;
});
afterAll(() => t.close());

/** A cache asking the test API, counting its questions; `busy` makes the API's answer a 503. */
function cacheOverTheApi() {
  let clock = 1_000_000;
  const asked: string[] = [];
  const api = { busy: false };
  const cache = new SchoolIdentityCache<Identity>(
    async (subdomain) => {
      asked.push(subdomain);
      const res = api.busy
        ? { status: 503, body: null }
        : await t.call('GET', `/api/schools/by-subdomain/${subdomain}`, { school: subdomain });
      if (res.status === 404) return null;
      if (res.status !== 200) throw new Error(`School look-up failed with status ${res.status}`);
      return res.body.data as Identity;
    },
    () => clock,
    PATIENT_MS,
  );
  const stopListening = cache.listen();
  return { cache, asked, api, stopListening, pass: (ms: number) => (clock += ms) };
}

test('asked once, then answered from the cache until it lapses', async () => {
  const { cache, asked, pass, stopListening } = cacheOverTheApi();
  const [a, b] = await Promise.all([cache.get('riverside'), cache.get('riverside')]);
  expect(a?.name).toBe(b?.name);
  await cache.get('riverside');
  expect(asked).toEqual(['riverside']); // two at once share one look-up
  pass(FOUND_TTL_MS - 1);
  await cache.get('riverside');
  expect(asked).toHaveLength(1);
  pass(1);
  await cache.get('riverside');
  expect(asked).toHaveLength(2);
  stopListening();
});

test('a school that does not exist is asked again sooner', async () => {
  const { cache, asked, pass, stopListening } = cacheOverTheApi();
  expect(await cache.get('nowhere')).toBeNull();
  pass(NOT_FOUND_TTL_MS - 1);
  expect(await cache.get('nowhere')).toBeNull();
  expect(asked).toHaveLength(1);
  pass(1);
  await cache.get('nowhere');
  expect(asked).toHaveLength(2);
  stopListening();
});

test("the school's own settings and the provider's suspension show at once", async () => {
  const { cache, stopListening } = cacheOverTheApi();
  expect((await cache.get('hillcrest'))?.name).toBeTruthy();
  expect((await cache.get('riverside'))?.name).not.toBe('Riverside Renamed');

  const saved = await t.call('PUT', '/api/school-settings', {
    token: adminToken,
    school: 'riverside',
    body: {
      school_name: 'Riverside Renamed',
      email: 'office@riverside.test',
      phone: '+1 555 0199',
      address: '14 River Road',
      date_format: 'YYYY-MM-DD',
      currency: 'USD',
      currency_symbol: '$',
      roll_number_order: 'admission_number',
      theme_primary: '#112233',
      theme_secondary: '#445566',
    },
  });
  expect(saved.status).toBe(200);
  expect(await cache.get('riverside')).toMatchObject({
    name: 'Riverside Renamed',
    theme: { primary: '#112233', secondary: '#445566' },
  });

  const schools = await t.call('GET', '/api/provider/schools?search=hillcrest', {
    token: providerToken,
  });
  const hillcrest = schools.body.data[0].id as number;
  const suspend = (status: string) =>
    t.call('PUT', `/api/provider/schools/${hillcrest}/status`, {
      token: providerToken,
      body: { status },
    });
  expect((await suspend('suspended')).status).toBe(200);
  expect(await cache.get('hillcrest')).toBeNull(); // "School not found"
  expect((await suspend('active')).status).toBe(200);
  expect((await cache.get('hillcrest'))?.name).toBeTruthy();
  stopListening();
});

test('when the API cannot answer, the last answer is shown; with none, the failure', async () => {
  const { cache, api, pass, stopListening } = cacheOverTheApi();
  const known = await cache.get('riverside');
  api.busy = true;
  pass(FOUND_TTL_MS);
  expect(await cache.get('riverside')).toEqual(known);
  await expect(cache.get('hillcrest')).rejects.toThrow('status 503');
  api.busy = false;
  expect((await cache.get('hillcrest'))?.name).toBeTruthy();
  stopListening();
});

test('a slow look-up of a known school shows the last answer at once; its answer serves the next page', async () => {
  let clock = 0;
  let release: (name: string) => void = () => {};
  let asked = 0;
  const cache = new SchoolIdentityCache<Identity>(
    async () => {
      asked++;
      if (asked === 1) return { name: 'Riverside Academy' };
      // The database's one connection is held (a restore): the answer comes when released.
      return new Promise<Identity>((resolve) => {
        release = (name) => resolve({ name });
      });
    },
    () => clock,
    20,
  );
  expect(await cache.get('riverside')).toEqual({ name: 'Riverside Academy' });
  cache.forgetAll();
  const started = performance.now();
  expect(await cache.get('riverside')).toEqual({ name: 'Riverside Academy' });
  // The last answer after about 20 ms, not after the look-up (which never ends by itself).
  expect(performance.now() - started).toBeLessThan(2_000);
  expect(asked).toBe(2);
  release('Riverside Renamed');
  await new Promise((r) => setTimeout(r, 0));
  clock += 1;
  expect(await cache.get('riverside')).toEqual({ name: 'Riverside Renamed' });
  expect(asked).toBe(2); // the slow look-up's answer was kept, not asked again
});
