/**
 * Payroll on each school: an allowance and a deduction of their own, two new teachers given
 * salary structures, a month of its own run, finalised and marked paid, a payslip's PDF, the
 * run's total as "Salaries" in the expense book, and a teacher who opens only their own payslip.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseEnglish, signIn, forgetSession } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

test.setTimeout(180_000);

const tag = Date.now().toString(36);
const n = Math.floor(Date.now() / 1000);
/** A future month of this run's own (a finalised month cannot be run again). */
const month = `${2100 + (n % 700)}-${String((n % 12) + 1).padStart(2, '0')}`;
const PASSWORD = 'Correct-horse-1';

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      const type = res.headers.get('content-type') ?? '';
      return { status: res.status, type, body: type.includes('json') ? await res.json() : null };
    },
    { method, path, body },
  );
}

test('settings, structures, run, finalise, pay, PDF, Salaries expense; a teacher sees only their own', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  const school = new URL(page.url()).hostname.split('.')[0];
  const teachers = (['A', 'B'] as const).map((x) => ({
    name: `Payee ${x} ${tag}`,
    email: `payee-${x.toLowerCase()}-${tag}@${school}.example`,
  }));
  const [teacherA, teacherB] = [
    defined(teachers[0], 'teacher A'),
    defined(teachers[1], 'teacher B'),
  ];
  for (const t of teachers) {
    const res = await api(page, 'POST', '/api/teachers', {
      full_name: t.name,
      email: t.email,
      joining_date: '2026-01-05',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
  }

  // An allowance (fixed 50.00) and a deduction (10% of basic) of this run's own.
  const allowance = `Travel ${tag}`;
  const deduction = `Fund ${tag}`;
  await page.goto('/payroll-settings');
  await expect(page.getByRole('row').nth(1)).toBeVisible(); // hydrated: the demo's settings
  const add = async (name: string, kind: string, calc: string, field: RegExp, value: string) => {
    await page.getByRole('button', { name: 'Add allowance or deduction' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Kind').selectOption(kind);
    await dialog.getByLabel('Calculated as').selectOption(calc);
    await dialog.getByLabel(field).fill(value);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  };
  await add(allowance, 'allowance', 'fixed', /^Fixed amount/, '50');
  await add(deduction, 'deduction', 'percentage', /^Percentage of basic/, '10');

  // Both teachers: basic 3,000.00 with the two, effective from the run's month.
  await page.goto('/staff/salary-structure');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(tag);
  for (const t of teachers) {
    await page.getByRole('button', { name: `Set salary of ${t.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(new RegExp(`^${allowance}`))).toBeVisible();
    await dialog.getByLabel(/^Basic salary/).fill('3000');
    await dialog.getByLabel('Effective from (month)').fill(month);
    await dialog.getByLabel(new RegExp(`^${allowance}`)).check();
    await dialog.getByLabel(new RegExp(`^${deduction}`)).check();
    await dialog.getByRole('button', { name: 'Save as new version' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(t.name) })).toContainText(month);
  }

  // Run the month: a draft; teacher A's payslip is 3,000 + 50 − 300.
  await page.goto('/payroll');
  await expect(page.getByRole('row').nth(1)).toBeVisible(); // hydrated: last month's run
  await page.getByLabel('Month').fill(month);
  await page.getByRole('button', { name: 'Run payroll' }).click();
  // Nothing is run before the confirmation, which states what the run makes.
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(/\d+ staff members? gets? a payslip, .+ net in all\./);
  await expect(confirm).toContainText('a draft until you finalise the run');
  const stated = (await confirm.getByTestId('run-consequences').textContent())!;
  await confirm.getByRole('button', { name: 'Run as a draft' }).click();
  await expect(page.getByRole('heading', { name: `Payroll of ${month}` })).toBeVisible();
  expect(stated).toContain((await page.getByTestId('run-total').textContent())!.trim());
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(tag);
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: `View the payslip of ${teacherA.name}` }).click();
  const slip = page.getByRole('dialog');
  await expect(slip).toContainText(allowance);
  await expect(slip.getByTestId('payslip-net')).toHaveText(/2,750\.00/);
  await slip.getByRole('button', { name: 'Close' }).first().click();

  // Finalise, then mark every payslip paid.
  await page.getByRole('button', { name: 'Finalise' }).click();
  await expect(page.getByText('Finalised', { exact: true })).toBeVisible();
  const total = (await page.getByTestId('run-total').textContent())!.trim();
  await page.getByRole('button', { name: 'Mark all paid' }).click();
  await page.getByRole('dialog').getByLabel('Reference').fill(`BANK-${tag}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // The payslips' PDFs.
  const pdfOf = async (name: string) =>
    (await page.getByRole('link', { name: `Print the payslip of ${name}` }).getAttribute('href'))!;
  const [pdfA, pdfB] = [await pdfOf(teacherA.name), await pdfOf(teacherB.name)];
  const printed = await api(page, 'GET', pdfA);
  expect([printed.status, printed.type]).toEqual([200, 'application/pdf']);

  // The run's total is one "Salaries" expense.
  await page.goto('/expenses');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(`Salaries ${month}`);
  await expect(page).toHaveURL(/[?&]search=Salaries/); // the debounced search has been sent
  const expense = page.getByRole('row', { name: new RegExp(`Salaries ${month}`) });
  await expect(expense).toContainText('Salaries');
  await expect(expense).toContainText(total);

  // Teacher A: their own payslip, not B's.
  await forgetSession(page);
  await page.goto('/authentication/login');
  const login = await api(page, 'POST', '/api/login', {
    email: teacherA.email,
    password: PASSWORD,
  });
  expect(login.status).toBe(200);
  await chooseEnglish(page); // the words below are English; hillcrest defaults to Arabic
  await page.goto('/payroll/my-payslips');
  await expect(page.getByRole('row', { name: new RegExp(month) })).toBeVisible();
  const own = await api(page, 'GET', pdfA);
  expect([own.status, own.type]).toEqual([200, 'application/pdf']);
  expect((await api(page, 'GET', pdfB)).status).toBe(404);
  await page.goto('/payroll');
  await expect(
    page.getByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeVisible();
});
