/**
 * Backup and restore at /database-backup, on both demo schools: make a backup, delete a class,
 * restore the downloaded archive with the school's code typed, and find the class back. On
 * riverside, a restore after a day of use: payments and attendance taken after the backup are
 * named before the restore, leave the school with it, and come back when the safety backup the
 * restore listed is downloaded and restored.
 * Serial: a restore puts the whole school back, which would undo what specs running beside
 * it had just written.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from './page-api';
import { signIn } from './shell-sign-in';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Makes a backup on the screen, waits for it, and downloads it: the archive's path. */
async function backUp(page: Page, school: string) {
  await page.goto('/database-backup');
  const create = page.getByRole('button', { name: 'Create backup' });
  // The list loads before the button is enabled: a click before hydration would be lost.
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('The backup has started.').first()).toBeVisible();
  // Wait for this backup to finish, then read the list afresh: while it runs, the first
  // "Ready" row would be an earlier backup (another run's, or the provider-restore spec's).
  await expect
    .poll(
      async () =>
        (await api<{ status: string }[]>(page, 'GET', '/api/backups?per_page=1')).data[0]?.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('done');
  await page.reload();
  return downloadFrom(page, page.getByRole('row').filter({ hasText: 'Ready' }).first(), school);
}

async function downloadFrom(page: Page, row: Locator, school: string) {
  await expect(row).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${school}-backup-.*\\.tar\\.gz$`));
  return download.path();
}

const codeOf = async (page: Page, school: string) =>
  (await api<{ school_code: string }>(page, 'GET', `/api/schools/by-subdomain/${school}`)).data
    .school_code;

/** Restores `archive` through the dialog; `setAside` is what the dialog must name first. */
async function restoreThrough(page: Page, school: string, archive: string, setAside?: RegExp) {
  const code = await codeOf(page, school);
  await page.goto('/database-backup');
  await page.getByRole('button', { name: 'Restore from a backup…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore the school from a backup' });
  await dialog.getByLabel('Backup archive (.tar.gz)').setInputFiles(archive);
  await expect(dialog.getByTestId('restore-set-aside')).toBeVisible({ timeout: 30_000 });
  if (setAside) await expect(dialog.getByTestId('restore-set-aside')).toContainText(setAside);
  await dialog.getByLabel(`Type the school code ${code} to confirm`).fill(code);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('The school was restored from the backup').first()).toBeVisible({
    timeout: 60_000,
  });
}

async function restoreRoundTrip(page: Page, school: string) {
  await signIn(page, 'admin');
  const id = tag();
  const medium = await api<{ id: number }>(page, 'POST', '/api/mediums', { name: `Medium ${id}` });
  const name = `Backup ${id}`;
  const created = await api<{ id: number }>(page, 'POST', '/api/classes', {
    name,
    medium_id: medium.data.id,
  });
  const archive = await backUp(page, school);

  await api(page, 'DELETE', `/api/classes/${created.data.id}`);
  const gone = await api<unknown[]>(page, 'GET', `/api/classes?search=${encodeURIComponent(name)}`);
  expect(gone.data).toHaveLength(0);

  await restoreThrough(page, school, archive);
  await page.goto('/academics/class');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** The payments history's totals line, as the accountant's screen shows it. */
async function paymentTotals(page: Page) {
  await page.goto('/fees/fees-transaction-logs');
  const totals = page.getByTestId('history-totals');
  await expect(totals).toContainText(/payments/);
  return (await totals.textContent()) ?? '';
}

/** How many staff marks of `day` carry `remark` (what dayOfUse wrote). */
const markedStaff = async (page: Page, day: string, remark: string) =>
  (
    await api<{ marks: { remark: string | null }[] }>(
      page,
      'GET',
      `/api/staff-attendance?date=${day}`,
    )
  ).data.marks.filter((m) => m.remark === remark).length;

/** A day of use after the backup: two payments, and the staff's attendance of `day` marked. */
async function dayOfUse(page: Page, day: string, remark: string) {
  const [paid] = (await api<{ student_id: number }[]>(page, 'GET', '/api/fee-payments?per_page=1'))
    .data;
  for (const amount of [1111, 2222])
    await api(page, 'POST', '/api/fee-payments', {
      student_id: paid?.student_id,
      amount,
      method: 'cash',
      keep_advance: true,
    });
  const sheet = await api<{ marks: { user_id: number }[] }>(
    page,
    'GET',
    `/api/staff-attendance?date=${day}`,
  );
  await api(page, 'PUT', '/api/staff-attendance', {
    date: day,
    marks: sheet.data.marks.map((m) => ({ user_id: m.user_id, status: 'present', remark })),
  });
}

test('riverside: a deleted class comes back with a restore', async ({ page }) => {
  test.slow();
  await restoreRoundTrip(page, 'riverside');
});

test('riverside: payments and attendance set aside by a restore come back from its safety backup', async ({
  page,
}) => {
  test.slow();
  const day = '2026-02-16';
  const remark = `After the backup ${tag()}`;
  await signIn(page, 'admin');
  const archive = await backUp(page, 'riverside');
  const atBackup = await paymentTotals(page);

  await dayOfUse(page, day, remark);
  const afterUse = await paymentTotals(page);
  expect(afterUse).not.toBe(atBackup);
  const marked = await markedStaff(page, day, remark);
  expect(marked).toBeGreaterThan(0);

  await restoreThrough(
    page,
    'riverside',
    archive,
    /kept in the safety backup: 2 fee payments \(with their receipts\), \d+ attendance marks/,
  );
  expect(await paymentTotals(page)).toBe(atBackup);
  expect(await markedStaff(page, day, remark)).toBe(0);

  await page.goto('/database-backup');
  const safety = page.getByRole('row').filter({ hasText: 'Safety backup before restore of' }).first();
  const kept = await downloadFrom(page, safety, 'riverside');
  await restoreThrough(page, 'riverside', kept);
  expect(await paymentTotals(page)).toBe(afterUse);
  expect(await markedStaff(page, day, remark)).toBe(marked);
});

test.describe('hillcrest', () => {
  test.use({
    baseURL: `http://hillcrest.localhost:${process.env.E2E_PORT ?? '3210'}`,
  });
  test('a deleted class comes back with a restore', async ({ page }) => {
    test.slow();
    await restoreRoundTrip(page, 'hillcrest');
  });
});
