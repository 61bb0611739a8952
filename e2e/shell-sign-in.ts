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
  const school = schoolOf(page);
  const status = await page.evaluate(
    async ({ email, password }) => {
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
        credentials: 'include',
      });
      const body = await res.json();
      if (res.ok) window.localStorage.setItem('user', JSON.stringify(body.data.user));
      return res.status;
    },
    { email: `${role}@${school}.test`, password: DEMO_PASSWORD },
  );
  if (status !== 200) throw new Error(`Signing in as ${role}@${school}.test answered ${status}`);
  await chooseEnglish(page);
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
