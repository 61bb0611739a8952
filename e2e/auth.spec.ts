/**
 * Signing in and out on a school's own subdomain, sessions that belong to one school only, a
 * session revoked on the server, unknown schools, and cross-site writes.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseEnglish, loginThroughForm, schoolOf } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

const SCHOOL_NAMES: Record<string, string> = {
  riverside: 'Riverside Academy',
  hillcrest: 'Hillcrest High School',
};
const otherSchool = (school: string) => (school === 'riverside' ? 'hillcrest' : 'riverside');
const port = (page: Page) => new URL(page.url()).port;

test.describe('login lands each role where it works', () => {
  for (const [role, landing] of [
    ['admin', '/dashboard'],
    ['teacher', '/teacher/attendance'],
    ['guardian', '/dashboard'],
    ['accountant', '/dashboard'],
  ] as const) {
    test(`${role}`, async ({ page }) => {
      await page.goto('/authentication/login');
      const school = schoolOf(page);
      const schoolName = defined(SCHOOL_NAMES[school], `the name of ${school}`);
      await expect(page.getByText(schoolName).first()).toBeVisible();
      await loginThroughForm(page, `${role}@${school}.test`);
      await expect(page).toHaveURL(new RegExp(`${landing}$`), { timeout: 30_000 });
      await expect(page.getByRole('banner').getByText(schoolName)).toBeVisible();
      // The browser keeps the user and school code, never the token (SPEC §4, ARCHITECTURE).
      const stored = await page.evaluate(() => ({ ...window.localStorage }));
      expect(JSON.parse(stored.user).email).toBe(`${role}@${school}.test`);
      expect(stored.school_code).toMatch(/^SCH\d{6}$/);
      expect(JSON.stringify(stored)).not.toMatch(/token/i);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'schola_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });
    });
  }
});

test('a wrong password is refused with a message on the form', async ({ page }) => {
  await page.goto('/authentication/login');
  await loginThroughForm(page, `teacher@${schoolOf(page)}.test`, 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/authentication\/login/);
});

test("one school's session is not valid on another school", async ({ page }) => {
  await page.goto('/authentication/login');
  const school = schoolOf(page);
  await loginThroughForm(page, `admin@${school}.test`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const other = `http://${otherSchool(school)}.localhost:${port(page)}`;
  await page.goto(`${other}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${other}/authentication/login`));
  const status = await page.evaluate(async () => (await fetch('/api/me')).status);
  expect(status).toBe(401);
  // ... while the first school's session is intact.
  await page.goto(`http://${school}.localhost:${port(page)}/dashboard`);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout ends the session and returns to login', async ({ page }) => {
  await page.goto('/authentication/login');
  await loginThroughForm(page, `admin@${schoolOf(page)}.test`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await chooseEnglish(page);
  await page.reload();
  const profile = page.getByRole('button', { name: /Amara Okafor|Henrik Larsen/ });
  const logout = page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('menuitem', { name: 'Logout' }));
  // Until the page is hydrated the profile button has no handler: open it until Logout shows.
  await expect(async () => {
    if (!(await logout.isVisible())) await profile.click();
    await expect(logout).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await logout.click();
  await expect(page).toHaveURL(/\/authentication\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/authentication\/login\?returnTo=%2Fdashboard/);
});

test('an unknown school shows "School not found"', async ({ page }) => {
  await page.goto('/authentication/login');
  await page.goto(`http://atlantis.localhost:${port(page)}/authentication/login`);
  await expect(page.getByRole('heading', { name: 'School not found' })).toBeVisible();
  await expect(page.getByText('atlantis')).toBeVisible();
  await page.goto(`http://atlantis.localhost:${port(page)}/dashboard`);
  await expect(page).toHaveURL(/\/authentication\/login/);
  await expect(page.getByRole('heading', { name: 'School not found' })).toBeVisible();
});

test('a forged write from another site is refused and the session survives', async ({ page }) => {
  await page.goto('/authentication/login');
  const school = schoolOf(page);
  await loginThroughForm(page, `admin@${school}.test`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const target = `http://${school}.localhost:${port(page)}/api/logout`;
  // A page on a sibling subdomain (same site, so SameSite=Lax would not stop the cookie).
  // Served by the test itself: our own pages' CSP (form-action 'self') would stop the browser
  // before the request left, and this test is about the server refusing it.
  const attacker = await page.context().newPage();
  const attackerUrl = `http://${otherSchool(school)}.localhost:${port(page)}/prize`;
  await attacker.route(attackerUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${target}"><button>Win a prize</button></form>`,
    }),
  );
  await attacker.goto(attackerUrl);
  await attacker.getByRole('button', { name: 'Win a prize' }).click();
  await expect(attacker.getByText('Cross-site requests are not allowed.')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
});
