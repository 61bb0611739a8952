/**
 * The School Admin's store on each school: a new item (through its form), a stock in at a unit
 * cost, an issue to a class-section, then the item's ledger shows each movement with the
 * running balance and value, and the item shows as low on stock (under its minimum) in the
 * ledger's heading and under the items list's low-stock filter.
 */
import { expect, test } from '@playwright/test';
import { api } from './page-api';
import { signIn } from './shell-sign-in';

test.setTimeout(120_000);

/** 30 → "30.00": the digits the school's money format prints, whatever its symbol. */
const digits = (minor: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );

test('create an item, stock it, issue to a class-section; the ledger and the low-stock flag follow', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const name = `Chalk ${run}`;
  const code = `CH-${run}`;
  await signIn(page, 'admin');
  const category = `Classroom ${run}`;
  await api(page, 'POST', '/api/inventory-categories', { name: category });

  // The item, through its form.
  await page.goto('/inventory/items');
  const add = page.getByRole('button', { name: 'Add item' });
  await expect(add).toBeEnabled();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await add.click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Unit').fill('box');
  await form.getByLabel('Category').selectOption({ label: category });
  await form.getByLabel('Minimum stock').fill('10');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // A stock in of 12 boxes at 2.50, then 5 issued to a class-section.
  await page.goto('/inventory/transactions');
  const record = page.getByRole('button', { name: 'Record movement' });
  await expect(record).toBeEnabled();
  await record.click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Item').selectOption({ label: `${name} (${code}) — 0 box on hand` });
  await dialog.getByLabel('Type').selectOption({ label: 'Stock in' });
  await dialog.getByLabel('Quantity (box)').fill('12');
  await dialog.getByLabel(/^Unit cost/).fill('2.50');
  await dialog.getByLabel('Supplier').fill('Chalk & Co');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();

  await record.click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Item').selectOption({ label: `${name} (${code}) — 12 box on hand` });
  await dialog.getByLabel('Type').selectOption({ label: 'Issue' });
  await dialog.getByLabel('Quantity (box)').fill('5');
  await dialog.getByLabel('Issue to').selectOption({ label: 'A class-section' });
  const recipient = dialog.getByLabel('Class-section');
  await recipient.selectOption({ index: 1 });
  const sectionName = (await recipient.locator('option:checked').textContent()) ?? '';
  await dialog.getByLabel('Purpose').fill('Lessons');
  // More than is on hand is refused on the quantity, and nothing is recorded.
  await dialog.getByLabel('Quantity (box)').fill('13');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('Only 12 box in stock')).toBeVisible();
  await dialog.getByLabel('Quantity (box)').fill('5');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();

  // The item's ledger: each movement with the running balance and value, and the flag.
  await page.goto(`/inventory/items?search=${encodeURIComponent(code)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByTestId('on-hand')).toHaveText('7 box');
  await expect(row.getByText('Low stock')).toBeVisible();
  await row.getByRole('link', { name: `Ledger of ${name}` }).click();
  await expect(page.getByTestId('ledger-heading')).toContainText(
    `${name} (${code}): 7 box on hand`,
  );
  await expect(page.getByTestId('ledger-heading')).toContainText(digits(1750));
  await expect(page.getByTestId('ledger-heading').getByText('Low stock')).toBeVisible();
  const stockIn = page.getByRole('row', { name: /Stock in/ });
  await expect(stockIn.getByTestId('balance')).toHaveText('12 box');
  await expect(stockIn).toContainText(digits(3000));
  const issue = page.getByRole('row', { name: /Issue/ });
  await expect(issue.getByTestId('balance')).toHaveText('7 box');
  await expect(issue).toContainText(`To ${sectionName} · Lessons`);
  await expect(issue).toContainText(digits(1750));

  // The low-stock filter of the items list holds it.
  await page.goto(`/inventory/items?low_stock=true&search=${encodeURIComponent(code)}`);
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByText('Low stock'),
  ).toBeVisible();
});
