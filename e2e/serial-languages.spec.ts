/**
 * Languages (issue 26), in a browser: a user chooses Arabic in the profile menu and the whole
 * shell mirrors (lang and dir on <html>, the sidebar on the right, Arabic menu); after
 * sign-out the sign-in page keeps the choice (the cookie), and its own picker goes back to
 * English. Serial: it changes a demo user's language, which the other specs pin to English.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseEnglish, forgetSession, signIn } from './shell-sign-in';

async function openProfileMenu(page: Page, until: string) {
  const item = page.getByRole('button', { name: until, exact: true });
  // Until the page is hydrated the toggle has no handler: open it until the item shows.
  await expect(async () => {
    if (!(await item.isVisible())) await page.locator('#profile-menu').click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return item;
}

test('Arabic mirrors the shell, and the choice outlives the session', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'accountant');
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await (await openProfileMenu(page, 'العربية')).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar', { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav.getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
  // The sidebar sits on the right of the page, the content on its left.
  const sidebar = await page.locator('#shell-sidebar').boundingBox();
  const main = await page.locator('#main').boundingBox();
  expect(sidebar && main && sidebar.x > main.x).toBe(true);
  expect(sidebar && sidebar.x + sidebar.width).toBeGreaterThan(1280 - 4);
  await info.attach('dashboard-ar-desktop', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // Sign out: the sign-in page is in Arabic still, from the cookie.
  await (await openProfileMenu(page, 'تسجيل الخروج')).click();
  await expect(page).toHaveURL(/\/authentication\/login/, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: /تسجيل الدخول/ })).toBeVisible();

  // Its own picker goes back to English.
  const english = page.getByRole('button', { name: 'English', exact: true });
  await expect(async () => {
    await english.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // Leave the user as the other specs expect them.
  await signIn(page, 'accountant');
  await chooseEnglish(page);
  await forgetSession(page);
});
