/**
 * A list's state lives in the address: filter a student list, go to page 2, reload, go
 * elsewhere and press back — the filter, search and page hold. Then export the filtered
 * students and read the downloaded rows. The students are created through the API with a
 * tag of this run, so the demo's own students (however many) never change the figures.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api } from './page-api';
import { signIn } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

// Twenty-eight admissions through the API come first: generous on a loaded CI machine.
test.setTimeout(360_000);
test.use({ actionTimeout: 30_000 });

/** The page's own API call, unwrapped to its data. */
const apiData = async <T>(page: Page, method: string, path: string, body?: unknown) =>
  (await api<T>(page, method, path, body)).data;

const IN_FILTER = 25;

test('filter, search and page survive reload and back; the export holds the filtered rows', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  const meta = await apiData<{ class_section: { id: number; name: string }[] }>(
    page,
    'GET',
    '/api/meta-data',
  );
  expect(meta.class_section.length).toBeGreaterThanOrEqual(2);
  const [inside, outside] = [
    defined(meta.class_section[0], 'a class-section'),
    defined(meta.class_section[1], 'a second class-section'),
  ];
  const tag = `Url${Date.now().toString(36)}`;
  const admit = (i: number, classSectionId: number) =>
    apiData(page, 'POST', '/api/students', {
      first_name: `${tag}${String(i).padStart(2, '0')}`,
      last_name: 'Filtered',
      gender: i % 2 ? 'male' : 'female',
      date_of_birth: '2015-03-04',
      class_section_id: classSectionId,
      guardians: [
        {
          full_name: `Parent ${i}`,
          email: `${tag.toLowerCase()}-${i}@example.test`,
          relation: 'mother',
          is_primary: true,
        },
      ],
    });
  for (let i = 0; i < IN_FILTER; i++) await admit(i, inside.id);
  for (let i = IN_FILTER; i < IN_FILTER + 3; i++) await admit(i, outside.id);

  await page.goto('/student/student-details');
  await page.getByLabel('Search', { exact: true }).fill(tag.toLowerCase());
  await page.getByLabel('Class-section', { exact: true }).selectOption(String(inside.id));
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(page.getByText(`1–10 of ${IN_FILTER}`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`11–20 of ${IN_FILTER}`)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(new RegExp(`class_section_id=${inside.id}`));

  const holds = async () => {
    await expect(page.getByText(`11–20 of ${IN_FILTER}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(tag.toLowerCase(), {
      timeout: 30_000,
    });
    await expect(page.getByLabel('Class-section', { exact: true })).toHaveValue(String(inside.id));
    await expect(page.getByText(`${tag}10 Filtered`).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`${tag}09 Filtered`)).toHaveCount(0);
  };
  await page.reload();
  await holds();
  await page.goto('/dashboard');
  await page.goBack();
  await holds();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('Admission no.');
  const rows = lines.slice(1).map((line) => line.split(','));
  const header = defined(lines[0], 'the header line').split(',');
  const first = header.indexOf('First name');
  const section = header.indexOf('Class-section');
  // The whole filter, not the page on screen: all 25, none of the other class-section's.
  expect(rows.map((r) => r[first]).sort()).toEqual(
    Array.from({ length: IN_FILTER }, (_, i) => `${tag}${String(i).padStart(2, '0')}`),
  );
  expect(new Set(rows.map((r) => r[section]))).toEqual(new Set([inside.name]));
});

test('changes made while the list is still rendering the last one all land (a phone’s CPU)', async ({
  page,
  browser,
}, testInfo) => {
  // At a phone's CPU speed, on a first visit, Next's router commits one change while the next
  // renders and writes the older address back meanwhile: a change made in that moment used to
  // start from it, and the search was lost for good (5 of 8 tries before url-writes.ts).
  await signIn(page, 'admin');
  const storageState = await page.context().storageState();
  for (let attempt = 0; attempt < 5; attempt++) {
    // A first visit each time (nothing cached): the slow renders that open the race.
    const context = await browser.newContext({
      storageState,
      baseURL: testInfo.project.use.baseURL,
    });
    const list = await context.newPage();
    await list.goto('/student/student-details');
    await expect(list.getByLabel('Rows per page')).toBeVisible();
    await list.waitForTimeout(1_500); // hydrated and settled
    const cdp = await context.newCDPSession(list);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await list.getByLabel('Search', { exact: true }).fill('a');
    await list.getByLabel('Class-section', { exact: true }).selectOption({ index: 2 });
    await list.waitForTimeout(120 + attempt * 30);
    await list.getByLabel('Rows per page').selectOption('10');
    // The router may write an older address back for a moment while it commits the last
    // change: what counts is where the address settles.
    const settled = () => {
      const params = new URL(list.url()).searchParams;
      return { search: params.get('search'), per_page: params.get('per_page') };
    };
    await expect
      .poll(settled, { message: `attempt ${attempt + 1}`, timeout: 15_000 })
      .toEqual({ search: 'a', per_page: '10' });
    await list.waitForTimeout(2_000);
    expect(settled(), `attempt ${attempt + 1}, 2 s later`).toEqual({ search: 'a', per_page: '10' });
    await context.close();
  }
});
