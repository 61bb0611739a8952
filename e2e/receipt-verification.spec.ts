/**
 * A receipt's verification page (issue 27), as anyone holding the paper opens it: the URL read
 * from the receipt PDF (its QR code's text) opens without signing in on the school's address
 * and shows the receipt number and the student's initials only; a tampered token and the same
 * token on the other school's address answer 404.
 */
import { expect, test } from '@playwright/test';
import { api } from './page-api';
import { forgetSession, schoolOf, signIn } from './shell-sign-in';
import { textItems } from '../lib/pdf/test-support/text-items';

test.setTimeout(120_000);

test('the QR code URL of a receipt shows it is genuine to a visitor; tampered or another school is a 404', async ({
  page,
}) => {
  await signIn(page, 'accountant');
  const [payment] = (
    await api<{ id: number; receipt_no: number; student_name: string }[]>(
      page,
      'GET',
      '/api/fee-payments?per_page=1',
    )
  ).data;
  expect(payment).toBeDefined();
  const bytes = await page.evaluate(async (id) => {
    const r = await fetch(`/api/fee-payments/${id}/receipt.pdf`, { credentials: 'include' });
    return Array.from(new Uint8Array(await r.arrayBuffer()));
  }, payment!.id);
  const text = textItems(new Uint8Array(bytes))
    .map((i) => i.str)
    .join('');
  const token = /\/verify\/receipt\/([0-9]+\.[A-Za-z0-9_-]{22})/.exec(text)?.[1];
  expect(token).toBeDefined();

  await forgetSession(page);
  const shown = await page.goto(`/verify/receipt/${token}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Receipt check' })).toBeVisible();
  await expect(page.getByTestId('receipt-check')).toContainText(/Genuine|cancelled/);
  await expect(page.locator('dl')).toContainText(String(payment!.receipt_no));
  await expect(page.locator('main')).not.toContainText(payment!.student_name);

  const [id, signature] = token!.split('.') as [string, string];
  const tampered = `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  expect((await page.goto(`/verify/receipt/${tampered}`))?.status()).toBe(404);

  const other = schoolOf(page) === 'riverside' ? 'hillcrest' : 'riverside';
  const elsewhere = new URL(page.url());
  elsewhere.hostname = `${other}.localhost`;
  elsewhere.pathname = `/verify/receipt/${token}`;
  expect((await page.goto(elsewhere.toString()))?.status()).toBe(404);
});
