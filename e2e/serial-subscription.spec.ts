/**
 * A plan's limit, end to end (runs alone: it changes Riverside's plan, and puts it back): the
 * provider creates a plan allowing one more active student than Riverside has and assigns it;
 * the School Admin sees the usage against the limit, admits one student, and the next admission
 * is refused with the message naming the limit and the plan. Then Renew and Cancel, each
 * confirmed in the app's dialog that states the new dates, price and last writable day.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageCall } from './academics-helpers';
import { DEMO_PASSWORD, signIn } from './shell-sign-in';

async function providerPage(page: Page) {
  const port = new URL(page.url()).port;
  const provider = await page
    .context()
    .browser()!
    .newPage({ baseURL: `http://localhost:${port}` });
  await provider.goto('/provider');
  await provider.getByLabel('E-mail').fill('provider@schola.test');
  await provider.getByLabel('Password').fill(DEMO_PASSWORD);
  await provider.getByRole('button', { name: 'Sign in' }).click();
  await expect(provider.getByRole('heading', { name: 'Provider console' })).toBeVisible({
    timeout: 30_000,
  });
  return provider;
}

/**
 * The schools list searched, once the search is in the address and the list shows its one
 * row: by the serial stage other specs have added schools enough to page the list, and the
 * row's controls must be used on the searched list, not on the page before it.
 */
async function searchSchools(provider: Page, name: string) {
  await expect(provider).toHaveURL(/[?&]tab=schools|\/provider$/);
  await provider.getByLabel('Search', { exact: true }).fill(name);
  await expect(provider).toHaveURL(
    new RegExp(`[?&]search=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(provider.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(provider.locator('main tbody tr')).toHaveCount(1);
}

test('a plan limited to one more student: usage shown, one admitted, the next refused', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  const before = (await pageCall(page, 'GET', '/api/subscription')).body.data;
  const used: number = before.usage.students.used;
  const provider = await providerPage(page);
  const riverside = (
    await pageCall(provider, 'GET', '/api/provider/schools?search=riverside')
  ).body.data.find((s: { subdomain: string }) => s.subdomain === 'riverside');
  const planName = `Tight ${Date.now().toString(36)}`;
  try {
    await provider.getByRole('tab', { name: 'Plans' }).click();
    await provider.getByRole('button', { name: 'New plan' }).click();
    await provider.getByLabel('Plan name').fill(planName);
    await provider.getByLabel('Price (minor units: cents)').fill('2500');
    await provider.getByLabel('Active students allowed (empty: no limit)').fill(String(used + 1));
    await provider.getByRole('button', { name: 'Create plan' }).click();
    // The plans list is paged: the new one is found by its name.
    await provider.getByLabel('Search', { exact: true }).fill(planName);
    await expect(provider.getByRole('cell', { name: planName, exact: true })).toBeVisible();

    await provider.getByRole('tab', { name: 'Schools' }).click();
    await searchSchools(provider, 'Riverside Academy');
    await provider.getByLabel('Plan for Riverside Academy').selectOption({ label: planName });
    const assign = provider.getByRole('button', { name: 'Assign plan to Riverside Academy' });
    await expect(assign).toBeEnabled();
    await assign.click();
    await expect(
      provider.getByText(`Riverside Academy is on the ${planName} plan from today.`),
    ).toBeVisible();

    await page.goto('/subscription');
    await expect(page.getByText(planName, { exact: false }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(`${used} / ${used + 1}`)).toBeVisible();

    const meta = (await pageCall(page, 'GET', '/api/meta-data')).body.data;
    const first = await pageCall(page, 'POST', '/api/students', {
      first_name: `Limit${Date.now().toString(36)}`,
      last_name: 'Fits',
      gender: 'female',
      date_of_birth: '2017-09-15',
      class_section_id: meta.class_section[0].id,
      guardians: [
        {
          full_name: 'Parent Fits',
          email: `fits${Date.now()}@example.test`,
          relation: 'mother',
          is_primary: true,
        },
      ],
    });
    expect(first.status).toBe(200);
    await page.reload();
    await expect(page.getByText(`${used + 1} / ${used + 1}`)).toBeVisible({ timeout: 30_000 });

    // The next one, through the admission form: refused with the plan's message.
    await page.goto('/student/student-admission');
    // The admission number's hint (pending online applications on the same page may show
    // their own "Left empty…" hint too).
    await expect(page.getByText(/Left empty, the next number/).first()).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('First name').fill('Over');
    await page.getByLabel('Last name').fill('Limit');
    await page.getByLabel('Gender').selectOption('male');
    await page.getByLabel('Date of birth').fill('2017-03-09');
    await page.getByLabel('Class-section').selectOption({ index: 1 });
    await page.getByLabel('Guardian 1 e-mail').fill(`over${Date.now()}@example.com`);
    await page.getByLabel('Guardian 1 name').fill('Parent Over');
    await page.getByLabel('Guardian 1 relation').selectOption('father');
    await page.getByRole('button', { name: 'Admit student' }).click();
    await expect(
      page.getByText(
        `The ${planName} plan allows ${used + 1} active students and the school has ${used + 1}: no more can be added.`,
        { exact: false },
      ),
    ).toBeVisible({ timeout: 30_000 });

    // Renew and Cancel state exactly what they do, in the app's dialog, before doing it.
    const stated = (
      await pageCall(provider, 'GET', '/api/provider/schools?search=riverside')
    ).body.data.find((s: { subdomain: string }) => s.subdomain === 'riverside').subscription;
    const long = (iso: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    let nativeDialogs = 0;
    provider.on('dialog', (d) => {
      nativeDialogs++;
      void d.dismiss();
    });
    // The schools list again, searched: by now other specs have added schools enough to page it.
    await provider.getByRole('tab', { name: 'Schools' }).click();
    await searchSchools(provider, 'Riverside Academy');
    await provider.getByRole('button', { name: 'Renew Riverside Academy', exact: true }).click();
    const renew = provider.getByRole('dialog');
    await expect(renew.getByTestId('renew-consequences')).toHaveText(
      `One month of ${planName} at $25.00: from ${long(stated.if_renewed.starts_on)} to ${long(stated.if_renewed.ends_on)}.`,
    );
    await renew.getByRole('button', { name: 'Renew', exact: true }).click();
    await expect(renew).toBeHidden();
    const renewed = (await pageCall(page, 'GET', '/api/subscription')).body.data.current;
    expect([renewed.starts_on, renewed.ends_on]).toEqual([
      stated.if_renewed.starts_on,
      stated.if_renewed.ends_on,
    ]);
    const afterRenewal = (
      await pageCall(provider, 'GET', '/api/provider/schools?search=riverside')
    ).body.data.find((s: { subdomain: string }) => s.subdomain === 'riverside').subscription;
    await provider
      .getByRole('button', { name: 'Cancel subscription of Riverside Academy', exact: true })
      .click();
    const cancel = provider.getByRole('dialog');
    await expect(cancel.getByTestId('cancel-consequences')).toContainText(
      `until ${long(afterRenewal.if_cancelled.writable_until)}`,
    );
    await cancel.getByRole('button', { name: 'Cancel the subscription' }).click();
    await expect(cancel).toBeHidden();
    const cancelled = (await pageCall(page, 'GET', '/api/subscription')).body.data.current;
    expect(cancelled.grace_ends_on).toBe(afterRenewal.if_cancelled.writable_until);
    expect(nativeDialogs).toBe(0);
  } finally {
    const back = await pageCall(
      provider,
      'PUT',
      `/api/provider/schools/${riverside.id}/subscription`,
      {
        plan_id: before.current.plan_id,
        when: 'now',
      },
    );
    expect(back.status).toBe(200);
    await provider.close();
  }
});
