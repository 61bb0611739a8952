/**
 * Backup and restore at /database-backup, on both demo schools: make a backup, delete a class,
 * restore the downloaded archive with the school's subdomain typed, and find the class back.
 * Serial: a restore puts the whole school back, which would undo what specs running beside
 * it had just written.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './page-api';
import { signIn } from './shell-sign-in';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function restoreRoundTrip(page: Page, school: string) {
  await signIn(page, 'admin');
  const id = tag();
  const medium = await api<{ id: number }>(page, 'POST', '/api/mediums', { name: `Medium ${id}` });
  const name = `Backup ${id}`;
  const created = await api<{ id: number }>(page, 'POST', '/api/classes', {
    name,
    medium_id: medium.data.id,
  });

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
  const row = page.getByRole('row').filter({ hasText: 'Ready' }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${school}-backup-.*\\.tar\\.gz$`));
  const archive = await download.path();

  await api(page, 'DELETE', `/api/classes/${created.data.id}`);
  const gone = await api<unknown[]>(page, 'GET', `/api/classes?search=${encodeURIComponent(name)}`);
  expect(gone.data).toHaveLength(0);

  await page.getByRole('button', { name: 'Restore from a backup…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore the school from a backup' });
  await dialog.getByLabel('Backup archive (.tar.gz)').setInputFiles(archive);
  await dialog.getByLabel(`Type ${school} to confirm`).fill(school);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('The school was restored from the backup').first()).toBeVisible({
    timeout: 60_000,
  });

  await page.goto('/academics/class');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test('riverside: a deleted class comes back with a restore', async ({ page }) => {
  test.slow();
  await restoreRoundTrip(page, 'riverside');
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
