/**
 * Several web instances on one PostgreSQL (scripts/e2e-pair.mjs: instances a and b of the
 * production build, one storage folder, one session secret, a round-robin proxy in front):
 * a session made on one is valid on the other, a file uploaded through one is served by the
 * other, and the sign-in throttle counts the attempts of both. Needs TEST_DATABASE_URL (CI
 * sets it); without it the instances are not started and this spec is skipped.
 */
import { expect, test, type Page } from '@playwright/test';
import { pairPorts } from '../scripts/e2e-pair.mjs';
import { signIn } from './shell-sign-in';

test.skip(!process.env.TEST_DATABASE_URL, 'needs PostgreSQL (TEST_DATABASE_URL) for the instances');

const ports = pairPorts(Number(process.env.E2E_PORT ?? 3210));
const on = (instance: 'a' | 'b' | 'proxy', path: string) =>
  `http://riverside.localhost:${ports[instance]}${path}`;
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A sign-in attempt made by the page on its own origin; the answer's status. */
const tryPassword = (page: Page, email: string, password: string) =>
  page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email, password }),
        })
      ).status,
    { email, password },
  );

test.beforeAll(async ({ request }) => {
  // The pair starts after the main server; each opens and seeds the database first.
  for (const port of [ports.a, ports.b, ports.proxy])
    await expect
      .poll(async () => (await request.get(`http://127.0.0.1:${port}/api/health`)).status(), {
        timeout: 180_000,
      })
      .toBe(200);
});

test('a session and an uploaded photo made on one instance work on the other', async ({ page }) => {
  test.slow();
  await signIn(page, 'accountant'); // on instance a (the project's base URL)
  await page.goto(on('a', '/app/users/profile'));
  await page
    .getByLabel('New photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your photo was saved.')).toBeVisible();
  const photo = await page.locator('#profile-menu img').getAttribute('src');
  expect(photo).toMatch(/^\/api\/files\/photo-/);

  // The same browser on instance b: still signed in, and b serves the photo a stored.
  await page.goto(on('b', '/dashboard'));
  await expect(page).toHaveURL(on('b', '/dashboard'));
  // Signed in on b too (the accountant's photo may meanwhile be replaced by another spec, so
  // any stored photo will do here; b serving the one a stored is checked next).
  await expect(page.locator('#profile-menu img')).toHaveAttribute('src', /^\/api\/files\/photo-/);
  const served = await page.evaluate(async (src) => {
    const res = await fetch(src);
    return { status: res.status, type: res.headers.get('content-type') };
  }, photo!);
  expect(served).toEqual({ status: 200, type: 'image/png' });

  // Through the round-robin proxy both instances answer, each with the session. One request
  // per try (a page load also fetches assets through the proxy, which can keep every document
  // on one instance), and no redirect to the login page.
  await page.goto(on('proxy', '/dashboard'));
  await expect(page).toHaveURL(on('proxy', '/dashboard'));
  const answers = await page.evaluate(async () => {
    const seen: { by: string | null; status: number; redirected: boolean }[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch('/dashboard', { credentials: 'include', redirect: 'manual' });
      seen.push({
        by: res.headers.get('x-served-by'),
        status: res.status,
        redirected: res.redirected,
      });
    }
    return seen;
  });
  expect(answers.every((a) => a.status === 200 && !a.redirected)).toBe(true);
  expect([...new Set(answers.map((a) => a.by))].sort()).toEqual(['a', 'b']);
});

test('wrong passwords on both instances count against one account', async ({ browser }) => {
  const email = 'teacher@riverside.test';
  const pages = { a: await browser.newPage(), b: await browser.newPage() };
  await pages.a.goto(on('a', '/authentication/login'));
  await pages.b.goto(on('b', '/authentication/login'));
  // Ten wrong passwords, alternating: five per instance. Counted apart, each instance would
  // still be within its five free failures; counted together, the account must wait.
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++)
    statuses.push(await tryPassword(i % 2 ? pages.b : pages.a, email, 'not-the-password'));
  expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
  expect(statuses).toContain(429);
});
