/**
 * Who owes what, and a refund (issue 27): an accountant filters the dues list of a class
 * (most owed first, overdue only), refunds part of a payment from payment history (a credit
 * note is issued, the row shows what was refunded), and the dues list then shows the money
 * owed again; axe finds nothing serious; on a phone the list does not scroll sideways.
 */
import { axeViolations } from './axe';
import { expect, test } from '@playwright/test';
import { api } from './page-api';
import { forgetSession, signIn } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

test.setTimeout(180_000);

const run = Date.now();

test('the dues list filters, a refund from payment history, the money owed again', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const mediums = (await api<{ id: number }[]>(page, 'GET', '/api/mediums')).data;
  const klass = (
    await api<{ id: number }>(page, 'POST', '/api/classes', {
      name: `Dues ${run}`,
      medium_id: defined(mediums[0], 'a medium').id,
    })
  ).data;
  const section = (await api<{ id: number }>(page, 'POST', '/api/sections', { name: `D${run}` }))
    .data;
  const cs = (
    await api<{ id: number }>(page, 'POST', '/api/class-sections', {
      class_id: klass.id,
      section_id: section.id,
    })
  ).data;
  const feeType = (
    await api<{ id: number }>(page, 'POST', '/api/fee-types', { name: `Bus ${run}` })
  ).data;
  const admit = async (first: string) =>
    (
      await api<{ id: number }>(page, 'POST', '/api/students', {
        first_name: first,
        last_name: 'Mensah',
        gender: 'male',
        date_of_birth: '2015-03-04',
        class_section_id: cs.id,
        guardians: [
          {
            full_name: `Parent ${first}`,
            email: `${first.toLowerCase()}@example.test`,
            relation: 'father',
            is_primary: true,
          },
        ],
      })
    ).data.id;
  const kofi = `Kofi${run}`;
  const yaw = `Yaw${run}`;
  const kofiId = await admit(kofi);
  const yawId = await admit(yaw);
  const charge = (studentId: number, amount: number, dueDate: string) =>
    api(page, 'POST', '/api/custom-fees', {
      fee_type_id: feeType.id,
      amount,
      due_date: dueDate,
      student_ids: [studentId],
    });
  // Kofi: 100.00 overdue since 2020, 60.00 paid; Yaw: 50.00 due in the future.
  await charge(kofiId, 10000, '2020-01-10');
  await charge(yawId, 5000, '2099-01-10');
  const payment = (
    await api<{ receipt_no: number }>(page, 'POST', '/api/fee-payments', {
      student_id: kofiId,
      amount: 6000,
      method: 'cash',
    })
  ).data;

  await forgetSession(page);
  await signIn(page, 'accountant');
  await page.goto(`/fees/dues?class_section_id=${cs.id}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // Most owed first: Yaw's 50.00, then Kofi's 40.00.
  await expect(rows.nth(0)).toContainText(yaw);
  await expect(rows.nth(1)).toContainText(kofi);
  await expect(rows.nth(1)).toContainText('40.00');
  await expect(page.getByTestId('dues-totals')).toContainText('90.00');
  // axe: no serious or critical violation on the screen.
  expect(
    (await axeViolations(page))
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);

  // The filter lives in the address: the box shows checked once the list's URL has changed, so
  // click and wait for it rather than check(), which asserts the state at once.
  await page.getByLabel('Overdue only').click();
  await expect(page.getByLabel('Overdue only')).toBeChecked();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(kofi);
  await expect(page).toHaveURL(/overdue=true/);

  // A refund of 20.00 of Kofi's payment, from payment history.
  await page.goto(`/fees/fees-transaction-logs?class_section_id=${cs.id}`);
  await page.getByRole('button', { name: `Refund receipt ${payment.receipt_no}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Amount to refund/).fill('20');
  await dialog.getByRole('button', { name: 'Refund and issue credit note' }).click();
  // The reason is required: the API's message shows under it.
  await expect(dialog.getByLabel('Reason')).toHaveClass(/is-invalid/);
  await dialog.getByLabel('Reason').fill('Bus route withdrawn');
  await dialog.getByRole('button', { name: 'Refund and issue credit note' }).click();
  await expect(page.getByText(/Credit note \d+ issued\./)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('refunded')).toContainText('20.00');
  await expect(page.getByRole('link', { name: 'Credit note' })).toBeVisible();

  // The money given back is owed again.
  await page.goto(`/fees/dues?class_section_id=${cs.id}&overdue=true`);
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('60.00');
  await expect(rows.nth(0)).toContainText('20.00');

  // A phone: the list is cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/fees/dues?class_section_id=${cs.id}`);
  await expect(rows).toHaveCount(2);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(defined(innerWidth, 'the width'));
});
