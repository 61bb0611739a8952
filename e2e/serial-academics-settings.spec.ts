/**
 * Changes to the school itself (runs alone, after the other specs): a new session year made
 * the default is followed by the header's select; an uploaded logo shows in the shell and on
 * the login page. The original default is restored at the end.
 */
import { expect, test } from '@playwright/test';
import { pageCall } from './academics-helpers';
import { signIn, forgetSession } from './shell-sign-in';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a new default session year shows in the header at once', async ({ page }) => {
  await signIn(page, 'admin');
  const before = (await pageCall(page, 'GET', '/api/session-years?per_page=100')).body.data as {
    id: number;
    is_default: boolean;
  }[];
  const original = before.find((y) => y.is_default);
  const name = `E2E ${Date.now().toString(36)}`;

  await page.goto('/school-settings/session-years');
  await page.getByRole('button', { name: 'Add session year' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Start date').fill('2031-06-01');
  await dialog.getByLabel('End date').fill('2031-05-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The end date must be after the start date.')).toBeVisible();
  await dialog.getByLabel('End date').fill('2032-05-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Session year created.')).toBeVisible();

  await page.getByRole('button', { name: `Make ${name} the default` }).click();
  await expect(page.getByText(`${name} is now the default session year.`)).toBeVisible();
  await expect(page.locator('#session-year option:checked')).toHaveText(name);
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);

  if (original) await pageCall(page, 'POST', `/api/session-years/${original.id}/default`);
  await page.reload();
  await expect(page.locator('#session-year option:checked')).not.toHaveText(name);
});

test('an uploaded logo shows in the shell and on the login page', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/school-settings');
  await page.getByLabel('Logo (header and login page)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await expect(page.getByText('Logo saved.')).toBeVisible();
  const settings = await pageCall(page, 'GET', '/api/get-school-settings');
  const logo = settings.body.data.vertical_logo as string;
  expect(logo).toMatch(/^\/storage\/logo-[0-9a-f]+\.png$/);
  await expect(page.locator(`.shell img[src="${logo}"]`).first()).toBeAttached();

  await forgetSession(page);
  await page.goto('/authentication/login');
  await expect(page.locator(`img[src="${logo}"]`).first()).toBeAttached();
});
