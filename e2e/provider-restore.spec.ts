/**
 * The provider restores a school's backup as a new school from the console's schools tab and
 * finds it in the list. The archive is made and downloaded through riverside's own API by its
 * School Admin, in a second browser context on riverside's host.
 */
import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './shell-sign-in';

const PORT = process.env.E2E_PORT ?? '3210';

async function riversideArchive(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ baseURL: `http://riverside.localhost:${PORT}` });
  try {
    const page = await context.newPage();
    await signIn(page, 'admin');
    const base64 = await page.evaluate(async () => {
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const call = (path: string, method = 'GET') =>
        fetch(path, { method, headers, credentials: 'include' }).then((r) => r.json());
      const started = await call('/api/backups', 'POST');
      if (!started.data) throw new Error(JSON.stringify(started));
      for (;;) {
        const backup = await call(`/api/backups/${started.data.id}`);
        if (backup.data.status === 'done') break;
        if (backup.data.status !== 'running') throw new Error(JSON.stringify(backup));
        await new Promise((r) => setTimeout(r, 250));
      }
      const file = await fetch(`/api/backups/${started.data.id}/download`, {
        credentials: 'include',
      });
      let text = '';
      for (const byte of new Uint8Array(await file.arrayBuffer()))
        text += String.fromCharCode(byte);
      // Leave riverside's list of backups as it was (the serial backup spec reads it).
      await call(`/api/backups/${started.data.id}`, 'DELETE');
      return btoa(text);
    });
    return Buffer.from(base64, 'base64');
  } finally {
    await context.close();
  }
}

test('the provider restores a backup as a new school and sees it in the list', async ({
  page,
  browser,
}) => {
  test.slow();
  const archive = await riversideArchive(browser);
  await page.goto('/provider');
  await page.getByLabel('E-mail').fill('provider@schola.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/provider$/, { timeout: 30_000 });
  // The list is rendered by the client: once it shows, the button's click is not lost.
  await expect(page.getByRole('cell', { name: 'Riverside Academy', exact: true })).toBeVisible();

  const tag = Date.now().toString(36);
  await page.getByRole('button', { name: 'Restore a school from a backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore a school from a backup' });
  await dialog.getByLabel('Backup archive (.tar.gz)').setInputFiles({
    name: 'riverside-backup.tar.gz',
    mimeType: 'application/gzip',
    buffer: archive,
  });
  await dialog.getByLabel('New subdomain').fill(`copy${tag}`);
  await dialog.getByLabel('School name').fill(`Restored ${tag}`);
  await dialog.getByRole('button', { name: 'Restore as a new school' }).click();
  const done = dialog.getByRole('alert');
  await expect(done).toContainText(`Restored ${tag} is restored from the backup of Riverside`, {
    timeout: 90_000,
  });
  await expect(done).toContainText(`subdomain copy${tag}`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The list is paged (by name): the new school is found by its subdomain.
  await page.getByLabel('Search', { exact: true }).fill(`copy${tag}`);
  await expect(page).toHaveURL(new RegExp(`search=copy${tag}`));
  await expect(page.getByRole('cell', { name: `Restored ${tag}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Riverside Academy', exact: true })).toBeHidden();
  await expect(page.getByRole('cell', { name: `copy${tag}`, exact: true })).toBeVisible();
});
