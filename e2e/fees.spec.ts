/**
 * An accountant's fee journey on each school: a structure with three installments and a per-day
 * late fee, assigned to a class; a partial payment and its receipt (a real PDF with the amount);
 * another payment cancelled with a reason; the history's filter and totals; the dashboard's
 * summary to the cent; the guardian of that student seeing the same balance.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, metaData } from './page-api';
import { schoolOf, signIn, forgetSession } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

test.setTimeout(180_000);

const run = Date.now();
type Summary = { collected: number; currency: string };
/** 1234.5 → "1,234.50": the digits the school's money format prints, whatever its symbol. */
const digits = (minor: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );

/** Another demo user: the login page sends a signed-in browser on, so the old session goes first. */
async function switchTo(page: Page, role: Parameters<typeof signIn>[1]) {
  await forgetSession(page);
  await signIn(page, role);
}

/** A class of its own with one student whose guardian is the demo guardian (as the School Admin). */
async function prepare(page: Page) {
  await signIn(page, 'admin');
  const meta = await metaData(page);
  const mediums = (await api<{ id: number }[]>(page, 'GET', '/api/mediums')).data;
  const className = `Fees ${run}`;
  const klass = (
    await api<{ id: number }>(page, 'POST', '/api/classes', {
      name: className,
      medium_id: defined(mediums[0], 'a medium').id,
    })
  ).data;
  const section = (await api<{ id: number }>(page, 'POST', '/api/sections', { name: `F${run}` }))
    .data;
  const cs = (
    await api<{ id: number }>(page, 'POST', '/api/class-sections', {
      class_id: klass.id,
      section_id: section.id,
    })
  ).data;
  const first = `Feya${run}`;
  await api(page, 'POST', '/api/students', {
    first_name: first,
    last_name: 'Okafor',
    gender: 'female',
    date_of_birth: '2015-03-04',
    class_section_id: cs.id,
    guardians: [
      {
        full_name: 'Demo Guardian',
        email: `guardian@${schoolOf(page)}.test`,
        relation: 'mother',
        is_primary: true,
      },
    ],
  });
  const before = (await api<Summary>(page, 'GET', '/api/fees/fee-summary')).data.collected;
  expect(meta.session_year_all.length).toBeGreaterThan(0);
  return { className, classSectionId: cs.id, first, before };
}

test('an accountant sets, assigns, collects, prints and cancels; history, dashboard and guardian agree', async ({
  page,
}) => {
  const { className, classSectionId, first, before } = await prepare(page);
  await switchTo(page, 'accountant');
  const name = `Term fees ${run}`;

  // A structure: one line of 300.00 in three installments, 1.00 a day late.
  await page.goto('/fees/create-fees-structure');
  await expect(page.getByLabel(className, { exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel(className, { exact: true }).check();
  await page.getByLabel('Fee type').selectOption({ label: 'Tuition' });
  // Split equally keeps the API's rule (lib/money allocate): the last takes the rounding.
  await page.locator('#line-amount-0').fill('100');
  await page.getByLabel('Number of installments').fill('3');
  await page.getByRole('button', { name: 'Split equally' }).click();
  for (const [i, amount] of ['33.33', '33.33', '33.34'].entries())
    await expect(page.locator(`#installment-amount-${i}`)).toHaveValue(amount);
  await page.locator('#line-amount-0').fill('300');
  await page.getByRole('button', { name: 'Split equally' }).click();
  await expect(page.getByText(/Installments add up to .*300\.00 of .*300\.00/)).toBeVisible();
  await page.getByLabel('Late fee', { exact: true }).selectOption('per_day');
  await page.locator('#late-amount').fill('1');
  await page.getByRole('button', { name: 'Save structure' }).click();
  await expect(page).toHaveURL(/\/fees\/view-fees-structure/);
  await expect(page.getByRole('columnheader', { name: 'Students assigned' })).toBeVisible();

  // Assign it to the class.
  await page.goto('/fees/assign-student-fees');
  const option = page.getByLabel('Fee structure').locator('option', { hasText: name });
  await expect(option).toHaveCount(1);
  await page
    .getByLabel('Fee structure')
    .selectOption({ label: (await option.textContent()) ?? '' });
  await expect(page.getByText('Installment 1:')).toBeVisible();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('1 students processed, 3 dues created.')).toBeVisible();

  // Collect part of the first installment, then a wrong payment.
  await page.goto('/fees/student-fees');
  await page.getByLabel('Find a student (name or admission number)').fill(first);
  await page.getByRole('button', { name: new RegExp(first) }).click();
  await expect(page.getByTestId('fee-student')).toContainText(first);
  await page.getByLabel(`Pay ${name}: Installment 1`).check();
  const amount = page.locator('#pay-amount');
  await expect(amount).toHaveValue('100.00');
  await amount.fill('50');
  await page.getByRole('button', { name: 'Collect' }).click();
  const receipt = page.getByTestId('last-receipt');
  await expect(receipt).toContainText(/Receipt \d+ for .*50\.00/);
  const receiptNo = Number(/Receipt (\d+)/.exec((await receipt.textContent()) ?? '')?.[1]);
  const balance = page.getByTestId('fee-balance');
  await expect(balance).toContainText('250.00');

  // The receipt is a real PDF that names its number and amount.
  const href = await page
    .getByRole('link', { name: `Print receipt ${receiptNo}` })
    .first()
    .getAttribute('href');
  const pdf = await page.evaluate(async (url) => {
    const r = await fetch(url as string, { credentials: 'include' });
    return {
      type: r.headers.get('content-type'),
      text: new TextDecoder('latin1').decode(await r.arrayBuffer()),
    };
  }, href);
  expect(pdf.type).toBe('application/pdf');
  expect(pdf.text.startsWith('%PDF-')).toBe(true);
  // Document info strings with a non-ASCII symbol (£) are UTF-16: read them without the NULs.
  const plain = pdf.text.replace(/\u0000/g, '');
  expect(plain).toContain(`Receipt ${receiptNo}`);
  expect(plain).toContain('50.00');

  await amount.fill('10');
  await page.getByRole('button', { name: 'Collect' }).click();
  await expect(receipt).toContainText(`Receipt ${receiptNo + 1}`);
  await expect(balance).toContainText('240.00');
  await page.getByRole('button', { name: `Cancel receipt ${receiptNo + 1}` }).click();
  await page.getByLabel('Reason').fill('Wrong amount');
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Wrong amount')).toBeVisible();
  await expect(balance).toContainText('250.00');
  const balanceText = await balance.textContent();

  // The history of that class shows both, with the totals of the filter.
  await page.goto(`/fees/fees-transaction-logs?class_section_id=${classSectionId}`);
  await expect(page.getByTestId('history-totals')).toContainText(
    /2 payments · received \D*60\.00 · cancelled \D*10\.00 · collected \D*50\.00/,
  );
  await page.goto(
    `/fees/fees-transaction-logs?class_section_id=${classSectionId}&status=cancelled`,
  );
  await expect(page.getByTestId('history-totals')).toContainText(/1 payments · received \D*10\.00/);

  // The dashboard's summary moved by exactly 50.00.
  await switchTo(page, 'admin');
  const after = (await api<Summary>(page, 'GET', '/api/fees/fee-summary')).data.collected;
  expect(after - before).toBe(5000);
  await page.goto('/dashboard');
  await expect(
    page.getByTestId('fee-summary').locator('div', { hasText: 'Collected' }).locator('dd'),
  ).toContainText(digits(after));

  // The guardian sees the same balance.
  await switchTo(page, 'guardian');
  await page.goto('/fees/student-fees');
  await page.getByRole('button', { name: new RegExp(first) }).click();
  await expect(page.getByTestId('fee-balance')).toHaveText(balanceText ?? '');

  // The guardian's fee structures: their child's class's, without the staff's count.
  await page.goto('/fees/view-fees-structure');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Students assigned' })).toHaveCount(0);
});
