/**
 * Fields the school defines (issue 29, item 4), end to end: add a custom field on
 * /custom-fields, see it in the admission form, fill it (and the guardian row's own field),
 * filter the students list by it, export it in CSV, and import it back through the bulk import with the template's column;
 * the demo's staff field filled in the staff form and shown on the staff profile.
 */
import { expect, test } from '@playwright/test';
import { api, metaData } from './page-api';
import { signIn } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

test.setTimeout(180_000);
const run = Date.now();

test('a custom field is added, filled at admission, filtered by, exported and imported back', async ({
  page,
}) => {
  const label = `Bus route ${run}`;
  await signIn(page, 'admin');

  // Add the field: a single choice with two options.
  await page.goto('/custom-fields');
  await expect(page.getByRole('heading', { name: 'Custom fields', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByLabel('Kind').selectOption('choice');
  await dialog.getByLabel('Options').fill('North\nSouth');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(
    page.getByRole('row', { name: new RegExp(`${label}.*Single choice`) }),
  ).toBeVisible();
  const fields = await api<{ key: string; label: string }[]>(
    page,
    'GET',
    '/api/custom-fields?entity=student',
  );
  const key = defined(
    fields.data.find((f) => f.label === label),
    'the new field',
  ).key;

  // It is in the admission form: fill it.
  await page.goto('/student/student-admission');
  const routeInput = page.getByLabel(label, { exact: true });
  await expect(routeInput).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(/Left empty, the next number of the school's pattern .* \(now /),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('First name').fill(`Cf${run}`);
  await page.getByLabel('Last name').fill('Rider');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('2017-03-09');
  const section = page.getByLabel('Class-section');
  const demoSection = await section
    .locator('option', { hasText: /^(Grade|Year) \d+/ })
    .first()
    .textContent();
  await section.selectOption({ label: demoSection ?? '' });
  await routeInput.selectOption('South');
  await page.getByLabel('Guardian 1 e-mail').fill(`cf${run}@example.com`);
  await page.getByLabel('Guardian 1 name').fill(`Carer ${run}`);
  await page.getByLabel('Guardian 1 relation').selectOption('mother');
  // The guardian's own field (the demo's) is in their row, saved on the guardian.
  await page.getByLabel('Guardian 1 Preferred contact time').selectOption('Evening');
  await page.getByRole('button', { name: 'Admit student' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is admitted with number' })).toBeVisible({
    timeout: 30_000,
  });
  const carers = await api<{ id: number }[]>(
    page,
    'GET',
    `/api/guardians?search=cf${run}%40example.com`,
  );
  const carer = defined(carers.data[0], 'the admitted guardian');
  const carerRecord = await api<{ custom_fields: Record<string, unknown> }>(
    page,
    'GET',
    `/api/guardians/${carer.id}`,
  );
  expect(carerRecord.data.custom_fields.preferred_contact_time).toBe('Evening');

  // Filter the list by it: only the student admitted with "South" (of this run's field).
  await page.goto('/student/student-details');
  await page.getByLabel('Filter by field').selectOption({ label });
  await page.getByLabel(label, { exact: true }).selectOption('South');
  await expect(page).toHaveURL(new RegExp(`cf\\.${key}=South`));
  await expect(page.getByRole('row', { name: new RegExp(`Cf${run} Rider`) })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('row', { name: /Rider/ })).toHaveCount(1);

  // Export it: the CSV of the filter has the field's column and the value.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  const href = defined(await exportLink.getAttribute('href'), 'the export link');
  expect(href).toContain(`cf.${key}=South`);
  const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href);
  const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
  expect(header).toContain(label);
  expect(row).toContain(`Cf${run}`);
  expect(row).toContain('South');

  // Import it back: the template has the field's column; a row with "South" lands in the filter.
  const template = await page.evaluate(async () =>
    (await fetch('/api/imports/students/template?format=csv')).text(),
  );
  const columns = defined(template.replace('\uFEFF', '').split('\r\n')[0], 'the header').split(',');
  expect(columns).toContain(key);
  const meta = await metaData(page);
  const cells: Record<string, string> = {
    admission_no: `CF-${run}`,
    first_name: `Back${run}`,
    last_name: 'Rider',
    gender: 'male',
    date_of_birth: '2016-05-01',
    class_section: defined(meta.class_section[0], 'a class-section').name,
    guardian_name: `Importer ${run}`,
    guardian_email: `cf-import${run}@example.com`,
    guardian_relation: 'father',
    [key]: 'South',
  };
  await page.goto('/student/add-bulk-data');
  await page.getByLabel('CSV or XLSX file').setInputFiles({
    name: `custom-${run}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [columns.join(','), columns.map((c) => cells[c] ?? '').join(',')].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const preview = page.getByRole('region', { name: /Preview of/ });
  await preview.getByRole('button', { name: 'Import 1 row' }).click({ timeout: 30_000 });
  await expect(preview.getByText(/Import complete: 1 created/)).toBeVisible({ timeout: 60_000 });
  const found = await api<{ first_name: string; custom_fields: Record<string, unknown> }[]>(
    page,
    'GET',
    `/api/students?cf.${key}=South&sort=name`,
  );
  expect(found.data.map((s) => s.first_name).sort()).toEqual([`Back${run}`, `Cf${run}`]);
  expect(found.data[0]?.custom_fields[key]).toBe('South');
});

test("the demo's staff field is filled in the staff form and shown on the staff profile", async ({
  page,
}, info) => {
  await signIn(page, 'admin');
  const name = `Fielded ${run}`;
  const phone = `+91 90000 ${String(run).slice(-5)}`;
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog');
  // The demo's field, in its group, with the other inputs of the form.
  const emergency = dialog.getByLabel('Emergency contact', { exact: true });
  await expect(emergency).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('group', { name: 'Contact' })).toBeVisible();
  await dialog.getByLabel('Full name').fill(name);
  await dialog
    .getByLabel('E-mail (sign-in)')
    .fill(`fielded-${run}-${info.project.name}@example.com`);
  await dialog.getByLabel('Joining date').fill('2026-01-05');
  await dialog.getByLabel('Role', { exact: true }).selectOption({ index: 1 });
  await emergency.fill(phone);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const added = await api<{ id: number }[]>(
    page,
    'GET',
    `/api/staff?search=${encodeURIComponent(name)}`,
  );
  const id = defined(added.data[0], 'the added staff member').id;
  await page.goto(`/staff/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  const fields = page.getByRole('region', { name: 'Other details' });
  await expect(fields.getByRole('heading', { name: 'Contact' })).toBeVisible({ timeout: 30_000 });
  await expect(fields.getByText('Emergency contact')).toBeVisible();
  await expect(fields.getByText(phone)).toBeVisible();

  // A demo staff member has the demo's value from a fresh start.
  const teachers = await api<{ id: number }[]>(page, 'GET', '/api/teachers?per_page=1');
  await page.goto(`/staff/${defined(teachers.data[0], 'a demo teacher').id}`);
  await expect(
    page.getByRole('region', { name: 'Other details' }).getByText(/^\+91 \d{5} \d{5}$/),
  ).toBeVisible({ timeout: 30_000 });
});
