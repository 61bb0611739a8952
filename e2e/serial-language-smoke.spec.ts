/**
 * The everyday path in each language (issue 26): the sign-in page in the browser's chosen
 * language, then the dashboard, the students list and the fee collection screen in the user's
 * own language — `lang` and `dir` on <html>, the menu, the screens' own words, and in Arabic the
 * sidebar on the right. One test walks the four languages in one page. Every expected word is
 * read from the catalogues, so the test checks that the screen shows the catalogue's text, not
 * that a translation reads a particular way.
 *
 * With E2E_SCREENSHOT_DIR set it also saves the Arabic screens on a desktop and a phone
 * (for the issue's closing note). Serial: it changes the demo admin's language, and restores it.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, forgetSession, schoolOf, signIn } from './shell-sign-in';

const LOCALES = ['en', 'ar', 'hi', 'fr'] as const;
type Locale = (typeof LOCALES)[number];
type Words = Record<string, unknown>;

function words(locale: Locale, namespace: string): Words {
  const file = path.join(__dirname, '..', 'messages', locale, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Words;
}

/** 'a.b' of a catalogue, as plain text (the messages read here have no arguments). */
function word(catalogue: Words, key: string): string {
  const value = key.split('.').reduce<unknown>((at, part) => (at as Words)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
}

async function setLanguage(page: Page, locale: Locale) {
  const status = await page.evaluate(async (locale) => {
    const res = await fetch('/api/me/preferences', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ locale }),
      credentials: 'include',
    });
    return res.status;
  }, locale);
  expect(status).toBe(200);
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `${name}-${device}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('sign-in → dashboard → students → collect fee, in each language', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/authentication/login');
  const school = schoolOf(page);
  const origin = new URL(page.url()).origin;
  try {
    for (const locale of LOCALES) {
      await test.step(locale, async () => {
        const auth = words(locale, 'auth');
        const shell = words(locale, 'shell');
        const menu = words(locale, 'menu');
        const dir = locale === 'ar' ? 'rtl' : 'ltr';

        // Signed out, the page follows this browser's last choice (the cookie).
        await forgetSession(page);
        await page.context().addCookies([{ name: 'schola_locale', value: locale, url: origin }]);
        await page.goto(`${origin}/authentication/login`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await page.getByLabel(word(auth, 'email'), { exact: true }).fill(`admin@${school}.test`);
        await page.getByLabel(word(auth, 'password'), { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: word(auth, 'signIn'), exact: true }).click();
        await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });

        // Signed in, the user's own choice rules.
        await setLanguage(page, locale);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const nav = page.getByRole('navigation', { name: word(shell, 'mainMenu') });
        await expect(
          nav.getByRole('link', { name: word(menu, 'dashboard'), exact: true }),
        ).toBeVisible();
        if (dir === 'rtl') {
          const sidebar = await page.locator('#shell-sidebar').boundingBox();
          const main = await page.locator('#main').boundingBox();
          expect(sidebar && main && sidebar.x > main.x).toBe(true);
        }
        if (locale === 'ar') await screenshot(page, 'dashboard-ar');

        await nav.getByRole('button', { name: word(menu, 'students'), exact: true }).click();
        await nav.getByRole('link', { name: word(menu, 'student-details'), exact: true }).click();
        await expect(page).toHaveURL(/\/student\/student-details/);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // The demo students are listed.
        await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 30_000 });
        if (locale === 'ar') await screenshot(page, 'students-ar');

        await nav.getByRole('button', { name: word(menu, 'student-fees'), exact: true }).click();
        await nav.getByRole('link', { name: word(menu, 'collect-fee'), exact: true }).click();
        await expect(page).toHaveURL(/\/fees\/student-fees/);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('main')).toBeVisible();
        if (locale === 'ar') await screenshot(page, 'collect-fee-ar');
      });
    }
  } finally {
    // Leave the admin and this browser as the other specs expect them (signIn chooses English).
    await forgetSession(page);
    await signIn(page, 'admin');
    await forgetSession(page);
  }
});
