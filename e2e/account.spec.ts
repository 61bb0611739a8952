import { expect, test } from '@playwright/test';
import { signIn } from './shell-sign-in';

// A 1×1 PNG: the API accepts it by its bytes, the browser can draw it.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the account page changes the name and uploads a photo through the BFF', async ({ page }) => {
  // Three saves and an upload, each followed by a server refresh of the shell.
  test.slow();
  await signIn(page, 'accountant');
  await page.goto('/app/users/profile');
  const name = page.getByLabel('Full name');
  // Hydrated (the form's button is enabled once it is), so what we read is what the form holds.
  await expect(page.getByRole('button', { name: 'Save name' })).toBeEnabled();
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();

  await name.fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('The full name is required.')).toBeVisible();

  await name.fill(`${original} Jr`);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name was saved.')).toBeVisible();
  await expect(page.locator('#profile-menu')).toContainText(`${original} Jr`);

  await page.getByLabel('New photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your photo was saved.')).toBeVisible();
  const avatar = page.locator('#profile-menu img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/files\/photo-[0-9a-f]+\.png$/);
  // Served back from /api/files and drawn by the browser (Node cannot resolve *.localhost).
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // The upload refreshes the server-rendered shell: let the form settle before typing again.
  await expect(name).toHaveValue(`${original} Jr`);
  await name.fill(original);
  await expect(name).toHaveValue(original);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save name' }).click();
  expect((await saved).status()).toBe(200);
  // The shell is re-rendered on the server after the save; on a busy machine that takes a while.
  await expect(page.locator('#profile-menu')).not.toContainText(`${original} Jr`, {
    timeout: 30_000,
  });
});

test('a wrong current password is named on its field', async ({ page }) => {
  await signIn(page, 'accountant');
  await page.goto('/app/users/profile');
  await page.getByLabel('Current password').fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret-123');
  await page.getByLabel('Repeat new password').fill('a-new-secret-123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
});
