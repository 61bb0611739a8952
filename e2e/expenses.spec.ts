/**
 * The School Admin's expense book on each school: a category of its own, two expenses in it
 * (one with a PDF attachment, opened again), the date range and category filter with its
 * total, the CSV of that filter, and one expense cancelled with a reason (kept, marked, out of
 * the total).
 */
import { readFile } from 'node:fs/promises';
import { axeViolations } from './axe';
import { expect, test } from '@playwright/test';
import { signIn } from './shell-sign-in';

test.setTimeout(120_000);

const run = Date.now().toString(36);
const pdf = {
  name: 'bill.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% an expense bill\n%%EOF\n'),
};

test('create a category, record expenses with an attachment, filter with the total, export, cancel', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const category = `Spend ${run}`;

  // A category of its own.
  await page.goto('/expense-categories');
  await expect(page.getByRole('row').nth(1)).toBeVisible(); // hydrated: the demo's categories
  await page.getByRole('button', { name: 'Add expense category' }).click();
  await page.getByLabel('Name').fill(category);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: category, exact: true })).toBeVisible();

  // Two expenses in it, the first with a bill attached.
  await page.goto('/expenses');
  await expect(page.getByRole('row').nth(1)).toBeVisible(); // hydrated: the demo's expenses
  const record = async (title: string, amount: string, attach: boolean) => {
    await page.getByRole('button', { name: 'Record expense' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Category').selectOption({ label: category });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/^Amount/).fill(amount);
    await dialog.getByLabel('Reference number').fill(`REF-${run}`);
    if (attach) await dialog.getByLabel('Attachment').setInputFiles(pdf);
    const date = await dialog.getByLabel('Date').inputValue();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    return date;
  };
  const date = await record(`Bill ${run}`, '123.45', true);
  await record(`Extra ${run}`, '10', false);

  // The filter of that day and category: both, and their total.
  await page.getByLabel('From', { exact: true }).fill(date);
  await page.getByLabel('To', { exact: true }).fill(date);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: category });
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('expense-totals')).toContainText(/2 expenses · total \D*133\.45/);
  await expect(page.getByTestId('expense-chart')).toContainText(category);

  // The attachment opens as the PDF it was.
  const href = await page
    .getByRole('row', { name: new RegExp(`Bill ${run}`) })
    .getByRole('link', { name: 'Attachment' })
    .getAttribute('href');
  const file = await page.evaluate(async (url) => {
    const r = await fetch(url as string, { credentials: 'include' });
    return { status: r.status, type: r.headers.get('content-type') };
  }, href);
  expect(file).toEqual({ status: 200, type: 'application/pdf' });

  // The CSV of the filter.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('expenses.csv');
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(csv).toHaveLength(3);
  expect(csv.join('\n')).toContain(`Bill ${run}`);
  expect(csv.join('\n')).toContain('12345');

  // Cancel the extra one: kept, marked with its reason, out of the total.
  await page.getByRole('button', { name: `Cancel Extra ${run}` }).click();
  await page.getByLabel('Reason').fill('Entered twice');
  await page.getByRole('button', { name: 'Cancel expense' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Extra ${run}`) })).toContainText(
    'Entered twice',
  );
  await expect(page.getByTestId('expense-totals')).toContainText(/1 expense · total \D*123\.45/);
  await expect(page.getByTestId('expense-totals')).toContainText('1 cancelled');

  // The screen with its chart, filters and a cancelled row: no serious accessibility problem.
  expect(
    (await axeViolations(page))
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })),
  ).toEqual([]);
});
