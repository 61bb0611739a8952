/**
 * The accountant's dashboard (fee permissions, not School Admin), on the demo's data: today's
 * collections, this month's dues and the overdue count as figures that open their screens,
 * and the latest payments, each opening the payment history at its receipt. What the cards
 * say is what GET /api/dashboard-stats answers.
 */
import { expect, test } from '@playwright/test';
import { api } from './page-api';
import { signIn } from './shell-sign-in';

type Stats = {
  figures: { key: string; label: string; value: number | null; href?: string }[];
  latest_payments: { receipt_no: number; amount: number }[];
};

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test("an accountant's dashboard: collections today, dues this month, overdue, latest payments", async ({
  page,
}) => {
  await signIn(page, 'accountant');
  const stats = (await api<Stats>(page, 'GET', '/api/dashboard-stats')).data;
  const keys = stats.figures.map((f) => f.key);
  expect(keys).toEqual(
    expect.arrayContaining([
      'fees_collected_today',
      'fees_due_this_month',
      'fees_overdue_students',
    ]),
  );
  expect(keys).not.toContain('payroll_this_month');
  // The demo takes three payments at the counter today.
  expect(stats.latest_payments.length).toBeGreaterThan(0);

  await page.goto('/dashboard');
  const figures = page.getByRole('list', { name: 'School figures' });
  for (const [label, key] of [
    ['Fees collected today', 'fees_collected_today'],
    ['Fees due this month', 'fees_due_this_month'],
    ['Students overdue', 'fees_overdue_students'],
  ] as const) {
    const figure = stats.figures.find((f) => f.key === key)!;
    const link = figures.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', figure.href!);
    const card = figures.getByRole('listitem').filter({ hasText: label });
    expect(Number(digits(await card.locator('p').last().textContent()))).toBe(figure.value);
  }
  const collected = stats.figures.find((f) => f.key === 'fees_collected_today')!;
  expect(collected.value).toBeGreaterThan(0);

  const latest = page.getByTestId('latest-payments');
  await expect(latest.getByRole('row')).toHaveCount(stats.latest_payments.length + 1);
  const newest = stats.latest_payments[0]!;
  await expect(latest.getByRole('link', { name: `No. ${newest.receipt_no}` })).toHaveAttribute(
    'href',
    `/fees/fees-transaction-logs?search=${newest.receipt_no}`,
  );

  // Today's collections open the payment history of today, whose total is the same.
  await figures.getByRole('link', { name: 'Fees collected today' }).click();
  await expect(page).toHaveURL(/\/fees\/fees-transaction-logs\?from=\d{4}-\d{2}-\d{2}&to=/);
  await expect(page.getByTestId('history-totals').locator('strong')).toContainText(/\d/);
  expect(
    Number(digits(await page.getByTestId('history-totals').locator('strong').textContent())),
  ).toBe(collected.value);
});
