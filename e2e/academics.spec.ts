/**
 * Academic structure through the UI as School Admin: medium → class → section → class-section
 * → subject → class-subject; a filtered list exported to CSV; and a user without class-delete
 * sees no delete action while the API refuses it. Names are unique per run and project.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { addThroughForm, pageCall } from './academics-helpers';
import { signIn, forgetSession } from './shell-sign-in';

const listSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search', exact: true });
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('School Admin builds medium → class → section → class-section → subject → class-subject', async ({
  page,
}) => {
  // Six screens and eight saves in one journey: more than one ordinary test's time on CI.
  test.slow();
  const id = tag();
  const names = {
    medium: `Medium ${id}`,
    cls: `Class ${id}`,
    section: `S${id}`,
    subject: `Subject ${id}`,
  };
  await signIn(page, 'admin');

  await page.goto('/academics/medium');
  await addThroughForm(
    page,
    'medium',
    (d) => d.getByLabel('Name').fill(names.medium),
    'Medium created.',
  );
  await expect(page.getByRole('cell', { name: names.medium, exact: true })).toBeVisible();

  // A duplicate lands on the field, and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Add medium' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(names.medium);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('dialog').getByText('A medium with this name already exists.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/academics/class');
  await addThroughForm(
    page,
    'class',
    async (d) => {
      await d.getByLabel('Name').fill(names.cls);
      await d.getByLabel('Medium').selectOption({ label: names.medium });
    },
    'Class created.',
  );
  await expect(page.getByRole('row', { name: new RegExp(names.cls) })).toContainText(names.medium);

  await page.goto('/academics/section');
  await addThroughForm(
    page,
    'section',
    (d) => d.getByLabel('Name').fill(names.section),
    'Section created.',
  );

  await page.goto('/academics/class-section');
  await addThroughForm(
    page,
    'class section',
    async (d) => {
      await d.getByLabel('Class').selectOption({ label: names.cls });
      await d.getByLabel('Section').selectOption({ label: names.section });
    },
    'Class-section created.',
  );
  await listSearch(page).fill(names.cls);
  await expect(page.getByRole('row', { name: new RegExp(names.section) })).toBeVisible();

  await page.goto('/academics/subject');
  await addThroughForm(
    page,
    'subject',
    async (d) => {
      await d.getByLabel('Name').fill(names.subject);
      await d.getByLabel('Code').fill(`C${id}`);
      await d.getByLabel('Type').selectOption('Practical');
    },
    'Subject created.',
  );

  await page.goto('/academics/class-subject');
  await addThroughForm(
    page,
    'class subject',
    async (d) => {
      await d.getByLabel('Class').selectOption({ label: names.cls });
      await d.getByLabel(names.subject).check();
    },
    'Class-subject created.',
  );
  await listSearch(page).fill(names.subject);
  const row = page.getByRole('row', { name: new RegExp(names.subject) });
  await expect(row).toContainText(names.cls);
  await expect(row).toContainText('Compulsory');

  // The medium is now used by the class: deleting it is refused with a message naming it.
  await page.goto('/academics/medium');
  await listSearch(page).fill(names.medium);
  await page.getByRole('button', { name: `Delete ${names.medium}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`This medium is used by 1 class: ${names.cls}`)).toBeVisible();
});

test('a filtered list is exported to CSV with exactly its rows', async ({ page }) => {
  const id = tag();
  await signIn(page, 'admin');
  for (const name of [`Alpha ${id}`, `Beta ${id}`, `Other, "quoted" ${id}`])
    expect((await pageCall(page, 'POST', '/api/streams', { name })).status).toBe(200);
  await page.goto('/academics/stream');
  await listSearch(page).fill(id);
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: /^Name/ }).click(); // sort by name, ascending
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('streams.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('ID,Name');
  expect(lines.slice(1).map((l) => l.replace(/^\d+,/, ''))).toEqual([
    `Alpha ${id}`,
    `Beta ${id}`,
    `"Other, ""quoted"" ${id}"`,
  ]);
});

test('without class-delete there is no delete action and the API refuses it', async ({ page }) => {
  await signIn(page, 'admin');
  const classes = await pageCall(page, 'GET', '/api/classes?per_page=1');
  const target = classes.body.data[0] as { id: number; name: string };

  // The same screen for a user whose permissions lack class-delete (as /api/me reports them).
  // (Node cannot resolve *.localhost, so the real answer is read by the page and served modified.)
  const me = (await pageCall(page, 'GET', '/api/me')).body;
  me.data.user.permissions = me.data.user.permissions.filter((p: string) => p !== 'class-delete');
  await page.route('**/api/me', (route) => route.fulfill({ json: me }));
  await page.goto('/academics/class');
  await expect(page.getByRole('button', { name: `Edit ${target.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // A real user without class-delete: the teacher. No delete action, and the API says 403.
  await page.unroute('**/api/me');
  await forgetSession(page);
  await signIn(page, 'teacher');
  await page.goto('/academics/class');
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const refused = await pageCall(page, 'DELETE', `/api/classes/${target.id}`);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toContain('class-delete');
});
