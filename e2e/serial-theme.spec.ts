/**
 * The school's colours (runs alone: it changes the school's settings, and puts them back):
 * saving new theme colours changes the shell at once, without reloading, and the sign-in page
 * wears them too.
 */
import { expect, test } from '@playwright/test';
import { pageCall } from './academics-helpers';
import { signIn } from './shell-sign-in';

const PRIMARY = '#aa3377';
const SECONDARY = '#123456';

test('new theme colours apply at once to the shell, its buttons and the sign-in page', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const original = (await pageCall(page, 'GET', '/api/get-school-settings')).body.data;
  try {
    await page.goto('/school-settings');
    const sidebar = page.locator('#shell-sidebar');
    const before = await sidebar.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.getByLabel('Primary colour').fill(PRIMARY);
    await page.getByLabel('Secondary colour').fill(SECONDARY);
    // Saturday joins the weekly off days (Sunday stays ticked): saved with the rest.
    await page.getByLabel('Saturday').check();
    await page.getByRole('button', { name: 'Save settings' }).click();

    // No reload: the settings screen refreshes the server-rendered theme.
    await expect(sidebar).toHaveCSS('background-color', 'rgb(18, 52, 86)', { timeout: 30_000 });
    expect(before).not.toBe('rgb(18, 52, 86)');
    // Away from the button, which would otherwise show its (derived, darker) hover shade.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCSS(
      'background-color',
      'rgb(170, 51, 119)',
    );
    // White reads on this primary (and was chosen for it); on the old light green it was black.
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );

    const guest = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await guest.goto('/authentication/login');
    await expect(guest.getByRole('button', { name: 'Sign in' })).toHaveCSS(
      'background-color',
      'rgb(170, 51, 119)',
    );
    await guest.close();

    const saved = (await pageCall(page, 'GET', '/api/get-school-settings')).body.data;
    expect(saved.weekly_off_days).toBe('sunday,saturday');
    await page.reload();
    await expect(page.getByLabel('Saturday')).toBeChecked();
    await expect(page.getByLabel('Sunday')).toBeChecked();
  } finally {
    const keys = ['school_name', 'email', 'phone', 'address', 'date_format', 'currency'];
    const body = Object.fromEntries(
      [...keys, 'currency_symbol', 'roll_number_order', 'theme_primary', 'theme_secondary'].map(
        (k) => [k, original[k]],
      ),
    );
    body.weekly_off_days = String(original.weekly_off_days ?? 'sunday').split(',');
    const restored = await pageCall(page, 'PUT', '/api/school-settings', body);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  }
});
