/** The bare host: the provider's console, and a school chosen by ?subdomain= where subdomains are not available. */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './shell-sign-in';

test('the provider signs in on the bare host and reaches the console', async ({ page }) => {
  await page.goto('/provider');
  await expect(page).toHaveURL(/\/authentication\/login\?returnTo=%2Fprovider/);
  await page.getByLabel('E-mail').fill('provider@schola.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/provider$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Provider console' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Riverside Academy', exact: true })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Hillcrest High School', exact: true }),
  ).toBeVisible();
  // A request filed through the public API appears for review.
  const subdomain = `e2e${Date.now()}`;
  const filed = await page.evaluate(async (sub) => {
    const res = await fetch(`/api/school-registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        school_name: 'Willow Bank School',
        subdomain: sub,
        contact_name: 'Ada Byrne',
        email: `office@${sub}.example.org`,
        phone: '+353 1 000 0000',
        address: '1 Willow Road',
        city: 'Dublin',
        country: 'Ireland',
      }),
    });
    return res.status;
  }, subdomain);
  expect(filed).toBe(201);
  // The schools list is searched on the server, with the search in the address.
  await page.getByLabel('Search', { exact: true }).fill('hillcrest');
  await expect(page).toHaveURL(/[?&]search=hillcrest/);
  await expect(page.getByRole('cell', { name: 'Riverside Academy', exact: true })).toBeHidden();
  await expect(
    page.getByRole('cell', { name: 'Hillcrest High School', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/provider/schools?search=hillcrest&format=csv',
  );
  // Another tab is in the address too, and starts without the schools' search.
  await page.getByRole('tab', { name: 'Registration requests' }).click();
  await expect(page).toHaveURL(/\/provider\?tab=registrations$/);
  await expect(page.getByText(subdomain, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Approve Willow Bank School' }).first(),
  ).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(subdomain);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/provider/registrations?status=all&search=${subdomain}&format=csv`,
  );
  const csv = await page.evaluate(
    async (href) => (await fetch(href)).text(),
    `/api/provider/registrations?status=all&search=${subdomain}&format=csv`,
  );
  expect(csv).toContain(`Willow Bank School,${subdomain},Ada Byrne`);
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Outbox' })).toBeVisible();
});

test('a school chosen by ?subdomain= is remembered for the following pages', async ({ page }) => {
  await page.goto('/authentication/login?subdomain=hillcrest');
  await expect(page.getByText('Hillcrest High School').first()).toBeVisible();
  await page.getByLabel('E-mail').fill('admin@hillcrest.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('banner').getByText('Hillcrest High School')).toBeVisible();
});
