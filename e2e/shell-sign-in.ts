/**
 * Signing in for the shell specs. Playwright's `request` runs in Node, which cannot resolve
 * `*.localhost`, so the login call is made by the browser page itself, on the school's origin:
 * the session cookie lands in the browser context exactly as after the login form.
 */
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Schola-demo-1';
export type DemoRole = 'admin' | 'teacher' | 'guardian' | 'accountant';

/** The demo school of the project's host (riverside.localhost, hillcrest.localhost, ...). */
export function schoolOf(page: Page): string {
  return new URL(page.url()).hostname.split('.')[0] ?? 'riverside';
}

export async function signIn(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/authentication/login');
  await postLogin(page, `${role}@${schoolOf(page)}.test`, DEMO_PASSWORD);
  await chooseEnglish(page);
}

/** Signing in with an account made for the run, keeping the account's own language. */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/authentication/login');
  await postLogin(page, email, password);
}

/** POST /api/login from the page, as the login form does (the browser keeps the user too). */
async function postLogin(page: Page, email: string, password: string): Promise<void> {
  const status = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        credentials: 'include',
      });
      const answer = await res.json();
      if (res.ok) window.localStorage.setItem('user', JSON.stringify(answer.data.user));
      return res.status;
    },
    { email, password },
  );
  if (status !== 200) throw new Error(`Signing in as ${email} answered ${status}`);
}

/**
 * The specs assert English words, while Hillcrest's default language is Arabic (issue 26): the
 * signed-in user chooses English for themselves (PUT /api/me/preferences), as a person would in
 * the profile menu. e2e/serial-languages.spec.ts covers the school's default and the choice.
 */
export async function chooseEnglish(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/me/preferences', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ locale: 'en' }),
      credentials: 'include',
    });
    return res.status;
  });
  if (status !== 200) throw new Error(`Choosing English answered ${status}`);
}

/** Signing in the way a person does: through the login form. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/authentication/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Forgets the signed-in user before another signs in. The tab leaves the school's page first: a
 * request still in flight there (a debounced search, a refetch) would meet the cleared session
 * and send the tab to the login page by itself, aborting the test's next navigation.
 */
export async function forgetSession(page: Page): Promise<void> {
  if (page.url().startsWith('http')) await page.evaluate(() => window.localStorage.clear());
  await page.goto('about:blank');
  await page.context().clearCookies();
}
