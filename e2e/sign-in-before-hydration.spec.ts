/**
 * Issue 25: a sign-in submitted before the page's JavaScript has run must not put the password
 * in a URL (the form once had no method, and such a submit became GET ...?password=...). The
 * form posts to its server fallback, which signs in (or comes back with the reason) by itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, schoolOf } from './shell-sign-in';

/**
 * The page's own scripts never arrive, so the form is never hydrated and the browser submits it
 * itself. (React's inline streaming scripts still run, as they do before hydration; the test
 * below switches JavaScript off entirely.)
 */
const withoutTheAppsJavaScript = (page: Page) =>
  page.route('**/_next/static/chunks/**', (route) => route.abort());

/** Every URL the page asks for from now on (navigations, redirects, sub-resources). */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('before hydration the form posts: the user lands signed in, no URL holds the password', async ({
  page,
}) => {
  await withoutTheAppsJavaScript(page);
  const urls = requestedUrls(page);
  await page.goto('/authentication/login');
  const school = schoolOf(page);
  await page.getByLabel('E-mail').fill(`teacher@${school}.test`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const [post] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/authentication/login/submit')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  expect(post.method()).toBe('POST');
  await expect(page).toHaveURL(/\/teacher\/attendance$/, { timeout: 30_000 });
  expect(urls.filter((u) => u.includes(DEMO_PASSWORD) || u.includes('password='))).toEqual([]);
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/me', { headers: { Accept: 'application/json' } });
    return { status: res.status, body: await res.json() };
  });
  expect(me.status).toBe(200);
  expect(me.body.data.user.email).toBe(`teacher@${school}.test`);
});

test.describe("without the app's JavaScript", () => {
  test('a wrong password comes back to the form with the reason and the e-mail, never the password', async ({
    page,
  }) => {
    await withoutTheAppsJavaScript(page);
    const urls = requestedUrls(page);
    await page.goto('/authentication/login?returnTo=%2Ffees%2Fstudent-fees');
    const school = schoolOf(page);
    const email = `accountant@${school}.test`;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('not-the-password-4711');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(
      /\/authentication\/login\?failed=1&returnTo=%2Ffees%2Fstudent-fees$/,
    );
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    expect(await page.content()).not.toContain('not-the-password-4711');
    expect(urls.filter((u) => u.includes('not-the-password-4711') || u.includes(email))).toEqual(
      [],
    );

    // The right password from the same form, still without JavaScript, goes where it was asked.
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/fees\/student-fees$/, { timeout: 30_000 });
  });
});

test.describe('with JavaScript switched off entirely', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is in the first HTML and signs in', async ({ page }) => {
    await page.goto('/authentication/login');
    const school = schoolOf(page);
    await expect(page.getByRole('heading', { name: /^Sign in to / })).toBeVisible();
    await page.getByLabel('E-mail').fill(`teacher@${school}.test`);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/teacher\/attendance$/, { timeout: 30_000 });
  });
});

test.describe('the other forms that take a password or an address post too', () => {
  for (const { path, fields, button } of [
    {
      path: '/authentication/forget-pwd',
      fields: { 'E-mail': 'someone-4711@example.test' },
      button: 'Send me a reset link',
    },
    {
      path: '/authentication/create-pwd?token=not-a-real-token',
      fields: { 'New password': 'secret-4711-xyz', 'Confirm the new password': 'secret-4711-xyz' },
      button: 'Set the new password',
    },
  ])
    test(`${path.split('?')[0]}: submitted before hydration, nothing typed lands in a URL`, async ({
      page,
    }) => {
      await withoutTheAppsJavaScript(page);
      const urls = requestedUrls(page);
      await page.goto(path);
      for (const [label, value] of Object.entries(fields))
        await page.getByLabel(label, { exact: true }).fill(value);
      const [post] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect((await post.response())?.status()).toBeLessThan(500);
      const typed = Object.values(fields).map(encodeURIComponent);
      expect(urls.filter((u) => typed.some((value) => u.includes(value)))).toEqual([]);
    });
});
