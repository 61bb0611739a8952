/**
 * Security on the production build: the headers of every kind of response (page, API, stored
 * file, Next's own files), a page that runs under its script policy without violations, a
 * forged session cookie that is shrugged off, and the session cookie of an http install.
 */
import { expect, test, type APIResponse } from '@playwright/test';
import { loginThroughForm, schoolOf } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://127.0.0.1:${PORT}`;

function expectBaseline(res: APIResponse) {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  // Served over plain http (APP_PROTOCOL=http): no HSTS.
  expect(h['strict-transport-security']).toBeUndefined();
}

test('a page: a nonce policy without unsafe-inline scripts, no framing, the baseline', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL ?? '').host;
  const res = await request.get(`${ORIGIN}/authentication/login`, { headers: { Host: host } });
  expect(res.status()).toBe(200);
  expectBaseline(res);
  const csp = defined(res.headers()['content-security-policy'], 'a CSP header');
  const script = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
  expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(script).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  // Each response has its own nonce, and Next put it on the page's scripts.
  const nonce = /'nonce-([^']+)'/.exec(script)?.[1] ?? '';
  expect(await res.text()).toContain(`nonce="${nonce}"`);
  const again = await request.get(`${ORIGIN}/authentication/login`, { headers: { Host: host } });
  expect(again.headers()['content-security-policy']).not.toBe(csp);
});

test('the API, a stored file and a framework file carry the headers too', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL ?? '').host;
  const api = await request.get(`${ORIGIN}/api/health`, { headers: { Host: host } });
  expectBaseline(api);
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");

  const school = await request.get(`${ORIGIN}/api/schools/by-subdomain/${host.split('.')[0]}`, {
    headers: { Host: host },
  });
  const logo = (await school.json()).data.logo as string;
  const file = await request.get(`${ORIGIN}${logo}`, { headers: { Host: host } });
  expect(file.status()).toBe(200);
  expectBaseline(file);
  expect(file.headers()['content-security-policy']).toContain('sandbox');
  expect(file.headers()['cache-control']).toBe('public, max-age=3600');

  const page = await request.get(`${ORIGIN}/authentication/login`, { headers: { Host: host } });
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(chunk).toBeDefined();
  expectBaseline(await request.get(`${ORIGIN}${chunk}`, { headers: { Host: host } }));
});

test('signing in and the dashboard run under the policy with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text()))
      violations.push(m.text());
  });
  await page.goto('/authentication/login');
  await loginThroughForm(page, `admin@${schoolOf(page)}.test`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  expect(violations).toEqual([]);
  // http install: the plain cookie name, not Secure, httpOnly, host-only.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'schola_session');
  expect(cookie).toMatchObject({ httpOnly: true, secure: false, sameSite: 'Lax' });
  expect(cookie?.domain.startsWith('.')).toBe(false);
});

test('a forged session cookie is no session: pages and sign-in still work', async ({
  page,
  baseURL,
}) => {
  const url = new URL(baseURL ?? '');
  await page
    .context()
    .addCookies([
      { name: 'schola_session', value: 'Fe26.2*1*a*b*c*d*e*f', domain: url.hostname, path: '/' },
    ]);
  const dashboard = await page.goto('/dashboard');
  expect(dashboard?.status()).toBeLessThan(500);
  await expect(page).toHaveURL(/\/authentication\/login/);
  const login = await page.goto('/authentication/login');
  expect(login?.status()).toBe(200);
  await loginThroughForm(page, `teacher@${schoolOf(page)}.test`);
  await expect(page).toHaveURL(/\/teacher\/attendance$/, { timeout: 30_000 });
});

test('a throttled sign-in answers 429 with Retry-After through the web tier', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL ?? '').host;
  const email = `nobody-${Date.now()}@${host.split('.')[0]}.test`;
  const attempt = () =>
    request.post(`${ORIGIN}/api/login`, {
      headers: { Host: host, 'Content-Type': 'application/json' },
      data: { email, password: 'not-the-password' },
    });
  const statuses: number[] = [];
  let last: APIResponse | undefined;
  // Five free failures, then a wait that doubles; on a slow machine a check can outlast the
  // first one-second wait, so allow a few more tries before the refusal must come.
  while (statuses.length < 9 && statuses.at(-1) !== 429) {
    last = await attempt();
    statuses.push(last.status());
  }
  expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
  expect(statuses.at(-1)).toBe(429);
  expect(Number(last?.headers()['retry-after'])).toBeGreaterThan(0);
});
