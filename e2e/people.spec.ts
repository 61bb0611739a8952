/**
 * The people screens of issue 5, end to end: admission with two guardians, an inquiry
 * converted into an admission, a bulk import fixed after its preview, a promotion with a
 * failing student, a guardian seeing only their own children, and a custom role limited to
 * the student list. Names carry Date.now() so runs and school projects never collide.
 */
import { expect, test, type Page } from '@playwright/test';
import { schoolOf, signIn } from './shell-sign-in';

test.setTimeout(180_000);
test.describe.configure({ mode: 'serial' });

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A call to the API made by the page itself (Node cannot resolve *.localhost). */
async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  const res = await page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      return { status: r.status, json: await r.json() };
    },
    { method, path, body },
  );
  if (res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json as { data: T };
}

type Named = { id: number; name: string; class_id?: number; default?: number };
async function metaData(page: Page) {
  return (
    await api<{ class_section: Named[]; session_year_all: Named[] }>(page, 'GET', '/api/meta-data')
  ).data;
}

const run = Date.now();

test('admit a student with two guardians, one of them the primary contact', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/student/student-admission');
  await expect(page.getByRole('heading', { name: 'Student Admission', level: 1 })).toBeVisible();
  // The admission number starts from the school's pattern.
  await expect(page.getByLabel('Admission number')).not.toHaveValue('', { timeout: 30_000 });

  // Nothing filled: the messages land on their fields.
  await page.getByRole('button', { name: 'Admit student' }).click();
  await expect(page.getByText('The first name is required.')).toBeVisible();
  await expect(page.getByText('The guardian name is required.')).toBeVisible();

  await page.getByLabel('First name').fill(`Ada${run}`);
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('2017-03-09');
  await page.getByLabel('Class-section').selectOption({ index: 1 });
  await page.getByLabel('Photo (optional)').setInputFiles({
    name: 'ada.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await page.getByLabel('Guardian 1 e-mail').fill(`mother${run}@example.com`);
  await page.getByLabel('Guardian 1 name').fill(`Anne ${run}`);
  await page.getByLabel('Guardian 1 relation').selectOption('mother');
  await page.getByRole('button', { name: 'Add another guardian' }).click();
  await page.getByLabel('Guardian 2 e-mail').fill(`father${run}@example.com`);
  await page.getByLabel('Guardian 2 name').fill(`George ${run}`);
  await page.getByLabel('Guardian 2 relation').selectOption('father');
  await page.locator('#guardian-1-primary').check();
  await page.getByRole('button', { name: 'Admit student' }).click();

  const done = page.getByRole('alert').filter({ hasText: 'is admitted with number' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await done.getByRole('link', { name: 'Open the profile' }).click();
  const profile = page.getByRole('region', { name: /Ada\d+ Lovelace/ });
  await expect(profile).toBeVisible({ timeout: 30_000 });
  await expect(
    profile.getByRole('row', { name: new RegExp(`George ${run}.*Father.*Primary`) }),
  ).toBeVisible();
  await expect(profile.getByRole('row', { name: new RegExp(`Anne ${run}.*Mother`) })).toBeVisible();
  await expect(profile.getByRole('img', { name: /Photo of Ada/ })).toBeVisible();
});
