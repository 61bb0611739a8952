/**
 * A session revoked on the server. The password of a demo account changes for a moment, so
 * this runs alone, after every other spec (the `serial` project).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginThroughForm } from './shell-sign-in';

async function signedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  return page;
}

async function changePassword(page: Page, from: string, to: string) {
  const status = await page.evaluate(
    async ({ from, to }) =>
      (
        await fetch('/api/me/password', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            current_password: from,
            new_password: to,
            new_password_confirmation: to,
          }),
        })
      ).status,
    { from, to },
  );
  expect(status).toBe(200);
}

test('a session revoked on the server sends the next action to login and clears what the browser kept', async ({
  browser,
  baseURL,
}) => {
  const school = new URL(baseURL as string).hostname.split('.')[0];
  const email = `accountant@${school}.test`;
  const first = await signedInContext(browser, baseURL as string, email);
  const second = await signedInContext(browser, baseURL as string, email);
  // Changing the password elsewhere ends every other session of the account, on the server.
  await changePassword(second, DEMO_PASSWORD, 'A-temporary-password-9');
  await changePassword(second, 'A-temporary-password-9', DEMO_PASSWORD);

  await first.getByRole('button', { name: 'Refresh data' }).click();
  await expect(first).toHaveURL(/\/authentication\/login/, { timeout: 20_000 });
  expect(await first.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  await first.goto('/dashboard');
  await expect(first).toHaveURL(/\/authentication\/login/);
  await second.context().close();
  await first.context().close();
});
