/**
 * The school's date format on screen (runs alone: it changes the school's settings, and puts
 * them back at the end): the student list and profile, and the date fields (typed, and picked
 * on the calendar by keyboard) in DD/MM/YYYY. A student with known dates is admitted through the API first, so the
 * spec does not depend on what the demo data holds.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageCall } from './academics-helpers';
import { signIn } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

const SETTING_FIELDS = [
  'school_name',
  'email',
  'phone',
  'address',
  'timezone',
  'date_format',
  'currency',
  'currency_symbol',
  'roll_number_order',
  'theme_primary',
  'theme_secondary',
] as const;

async function admitStudent(page: Page, firstName: string) {
  const meta = await pageCall(page, 'GET', '/api/meta-data');
  const classSection = defined(
    (meta.body.data.class_section as { id: number }[])[0],
    'a class-section to admit into',
  );
  const res = await pageCall(page, 'POST', '/api/students', {
    first_name: firstName,
    last_name: 'Calendar',
    gender: 'female',
    date_of_birth: '2017-09-15',
    admission_date: '2024-03-07',
    class_section_id: classSection.id,
    guardians: [
      {
        full_name: `Parent of ${firstName}`,
        email: `${firstName.toLowerCase()}-parent@example.test`,
        relation: 'mother',
        is_primary: true,
      },
    ],
  });
  expect(res.status).toBe(200);
}

async function chooseDateFormat(page: Page, format: string) {
  await page.goto('/school-settings');
  await page.getByLabel('Date format').selectOption(format);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('School settings saved.')).toBeVisible();
}

async function expectDatesShown(page: Page, name: string, admitted: string, born: string) {
  await page.goto('/student/student-details');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: admitted, exact: true })).toBeVisible();

  await row.getByRole('link', { name: `View ${name}` }).click();
  const profile = page.getByRole('region', { name });
  await expect(profile.getByText(born, { exact: true })).toBeVisible();
  await expect(profile.getByText(admitted, { exact: true }).first()).toBeVisible();
}

test('the date format chosen in school settings is the one the student list and profile use', async ({
  page,
}) => {
  // Two saves of the settings and four screens: more than one default test's worth of time.
  test.slow();
  await signIn(page, 'admin');
  const before = (await pageCall(page, 'GET', '/api/get-school-settings')).body.data;
  const firstName = `Dora${Date.now().toString(36)}`;
  const name = `${firstName} Calendar`;
  await admitStudent(page, firstName);

  try {
    await chooseDateFormat(page, 'DD MMM YYYY');
    await expectDatesShown(page, name, '07 Mar 2024', '15 Sep 2017');

    await chooseDateFormat(page, 'MM/DD/YYYY');
    await expectDatesShown(page, name, '03/07/2024', '09/15/2017');

    // Date fields show and accept the school's format, typed or picked on the calendar.
    await chooseDateFormat(page, 'DD/MM/YYYY');
    await page.goto('/fees/fees-transaction-logs?from=2026-11-27');
    const from = page.getByLabel('From', { exact: true });
    await expect(from).toHaveValue('27/11/2026');
    const to = page.getByLabel('To', { exact: true });
    await to.fill('28/11/2026');
    await expect(page).toHaveURL(/[?&]to=2026-11-28/);
    await to.fill('11/28/2026'); // not a date in DD/MM/YYYY
    await expect(page.getByText('Write the date as DD/MM/YYYY.')).toBeVisible();
    await to.fill('');
    await page.getByRole('button', { name: 'Open the calendar' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    // The chosen day has the focus: the keyboard moves a day on and picks it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(from).toHaveValue('28/11/2026');
    await expect(page).toHaveURL(/[?&]from=2026-11-28/);
    await expect(page.locator('input[type="date"]')).toHaveCount(0);

    // On paper: the list's filters as a line of text, not their inputs; the heading's date
    // in the school's format.
    await page.getByLabel('Method').selectOption({ label: 'cash' });
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.getByTestId('printed-filters')).toHaveText(
      'Filtered by: From: 28/11/2026 · Method: cash',
    );
    await expect(from).toBeHidden();
    await expect(page.locator('.print-heading span').last()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.emulateMedia({ media: 'screen' });
  } finally {
    const restore = Object.fromEntries(SETTING_FIELDS.map((f) => [f, before[f]]));
    const res = await pageCall(page, 'PUT', '/api/school-settings', restore);
    expect(res.status).toBe(200);
  }
});
