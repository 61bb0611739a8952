/**
 * The audit log as a School Admin sees it: rename a class through its edit dialog, then find
 * that change at /audit-log (filtered to the entity its manifest labels Class) with its old and
 * new name, in the class's own History too; a Teacher has no Audit Log in the menu and gets
 * 403 from the API.
 */
import { expect, test } from '@playwright/test';
import { addThroughForm, pageCall } from './academics-helpers';
import { signIn } from './shell-sign-in';

/** The demo School Admin of either school the spec runs on. */
const ADMIN_NAME = /Amara Okafor|Henrik Larsen/;
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a renamed class shows at /audit-log with its old and new name', async ({ page }) => {
  // Five screens and two saves; on a loaded machine the first page alone can take most of a minute.
  test.slow();
  const id = tag();
  const oldName = `Audit ${id}`;
  const newName = `Audited ${id}`;
  await signIn(page, 'admin');

  const medium = await pageCall(page, 'POST', '/api/mediums', { name: `Medium ${id}` });
  expect(medium.status).toBe(200);
  await page.goto('/academics/class');
  await addThroughForm(
    page,
    'class',
    async (d) => {
      await d.getByLabel('Name').fill(oldName);
      await d.getByLabel('Medium').selectOption({ label: `Medium ${id}` });
    },
    'Class created.',
  );

  await page.getByRole('button', { name: `Edit ${oldName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(newName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Class saved.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await page.getByLabel('Entity').selectOption({ label: 'Class' });
  await page.getByLabel('Action').selectOption({ label: 'update' });
  const row = page.getByRole('row').filter({ hasText: 'update' }).first();
  await expect(row).toContainText('Class #');
  await expect(row).toContainText(ADMIN_NAME);
  // The row opens to the field's before and after.
  await row.locator('summary').click();
  const change = row.getByRole('row', { name: /name/ });
  await expect(change.getByRole('cell').nth(0)).toHaveText(oldName);
  await expect(change.getByRole('cell').nth(1)).toHaveText(newName);

  // The class's own history, from its edit dialog.
  await page.goto('/academics/class');
  await page.getByRole('button', { name: `Edit ${newName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `History of class ${newName}` });
  const update = history.getByRole('listitem').filter({ hasText: 'update by' });
  await expect(update).toContainText(ADMIN_NAME);
  const renamed = update.getByRole('row', { name: /name/ }).getByRole('cell');
  await expect(renamed).toHaveText([oldName, newName]);
  await expect(history.getByRole('listitem').filter({ hasText: 'create by' })).toHaveCount(1);
});

test('a Teacher has no Audit Log and the API refuses it', async ({ page }) => {
  await signIn(page, 'teacher');
  await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  expect((await pageCall(page, 'GET', '/api/audit-log')).status).toBe(403);
});
