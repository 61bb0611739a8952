/**
 * Issue 10's screens on both schools: a student, a guardian and a teacher each at an address
 * of their own (link, reload, back), a list on a phone with every row's action in view and no
 * sideways scrolling, a list printed whole (not only its visible page) under the school's
 * name and the date, and axe on the sign-in page and an open form with nothing excluded and
 * any impact (every menu screen: every-screen.spec.ts).
 */
import { axeViolations } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { formatDate, todayIn } from '../lib/calendar';
import { pageCall } from './academics-helpers';
import { signIn } from './shell-sign-in';

test.setTimeout(150_000);
const run = Date.now();

/** Admits `count` students named `{first}{n} {last}` in the school's first class-section. */
async function admit(page: Page, first: string, last: string, count = 1): Promise<number[]> {
  const meta = await pageCall(page, 'GET', '/api/meta-data');
  const [section] = meta.body.data.class_section as { id: number }[];
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const res = await pageCall(page, 'POST', '/api/students', {
      first_name: `${first}${count > 1 ? n : ''}`,
      last_name: last,
      gender: 'female',
      date_of_birth: '2016-06-06',
      class_section_id: section!.id,
      guardians: [
        {
          full_name: `Parent ${last}`,
          email: `p${last}@example.com`.toLowerCase(),
          relation: 'mother',
          is_primary: true,
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.data.id);
  }
  return ids;
}

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test('a student opens at its own address, survives a reload and Back returns to the list', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const last = `Route${run}`;
  const [id] = await admit(page, 'Ada', last);
  await page.goto('/student/student-details');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(last);
  const link = page.getByRole('link', { name: `Ada ${last}`, exact: true });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/student/student-details/${id}$`));
  const heading = page.getByRole('heading', { level: 1, name: `Ada ${last}` });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Ada ${last}`));
  await expect(breadcrumb(page).getByRole('link', { name: 'Student Details' })).toBeVisible();
  await expect(breadcrumb(page)).toContainText(`Ada ${last}`);

  await page.reload();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(new RegExp(`Ada ${last}`));

  await page.goBack();
  await expect(page).toHaveURL(/\/student\/student-details(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Details' })).toBeVisible();
});

test('a row followed while a search is still being typed opens that row', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/student/student-details');
  const first = page.getByRole('table', { name: 'Students' }).getByRole('link').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const name = (await first.textContent()) ?? '';
  // The next screen takes a second to load, so the search (sent 0.3 s after typing) would land
  // while the list is still on screen: it must not pull the address back to the list.
  await page.route(/\/student\/student-details\/\d+\?_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('zz');
  await first.click();
  await expect(page).toHaveURL(/\/student\/student-details\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('guardians and teachers have their own addresses too', async ({ page }) => {
  await signIn(page, 'admin');
  const last = `Kin${run}`;
  await admit(page, 'Bo', last);

  await page.goto('/guardian');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`Parent ${last}`);
  await page.getByRole('link', { name: `Parent ${last}`, exact: true }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/guardian\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Parent ${last}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: `Bo ${last}` })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/guardian(\?.*)?$/);

  await page.goto('/teacher/teacher-details');
  const teacher = page.getByRole('table').getByRole('link').first();
  await expect(teacher).toBeVisible({ timeout: 30_000 });
  const name = (await teacher.textContent()) ?? '';
  await teacher.click();
  await expect(page).toHaveURL(/\/teacher\/teacher-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name));
});

test('on a phone every row keeps its action in view and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  const last = `Phone${run}`;
  await admit(page, 'Cy', last, 3);
  await page.goto('/student/student-details');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(last);
  const actions = page.getByRole('link', { name: new RegExp(`^View Cy\\d ${last}$`) });
  await expect(actions).toHaveCount(3, { timeout: 30_000 });
  for (const action of await actions.all()) {
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport();
    const box = await action.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
});

test('a printed list holds the whole filter, under the school name and the date', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const last = `Print${run}`;
  await admit(page, 'Di', last, 12);
  await page.goto('/student/student-details');
  await page.getByLabel('Rows per page').selectOption('10');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(last);
  await expect(page.getByText('1–10 of 12')).toBeVisible({ timeout: 30_000 });
  // The browser's print dialog cannot be driven: count the calls instead.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);

  await page.emulateMedia({ media: 'print' });
  const paper = page.locator('table.data-table-print');
  await expect(paper).toBeVisible();
  await expect(paper.locator('tbody tr')).toHaveCount(12);
  await expect(paper).toContainText(`Di12 ${last}`);
  const heading = page.locator('.print-heading');
  await expect(heading).toBeVisible();
  await expect(heading).toContainText(/Riverside|Hillcrest/);
  // The school's today in its own zone and date format, not the browser's ("November 27, 2026").
  const school = (await pageCall(page, 'GET', '/api/me')).body.data.user.school;
  await expect(heading).toContainText(formatDate(todayIn(school.timezone), school.date_format));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
});

/** Every violation axe finds, of any impact, with nothing excluded. */
async function violations(page: Page) {
  await page.waitForLoadState('networkidle');
  return (await axeViolations(page)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

test('axe: the sign-in page and an open form, nothing excluded', async ({ page }) => {
  // Every screen of every role is checked by every-screen.spec.ts; these two are not screens
  // of a menu (signed out, and a dialog).
  const found: Record<string, string[]> = {};
  await page.goto('/authentication/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  found['sign-in'] = await violations(page);

  await signIn(page, 'admin');
  await page.goto('/academics/medium');
  await page.getByRole('button', { name: 'Add medium' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.form = await violations(page);

  expect(found).toEqual({ 'sign-in': [], form: [] });
});
