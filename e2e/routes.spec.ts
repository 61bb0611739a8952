import { expect, test } from '@playwright/test';
import { ALL_SPEC_PRIVATE_ROUTES } from '../lib/menu/spec-private-routes';
import { signIn } from './shell-sign-in';

test('every private route of SPEC §2 opens for School Admin', async ({ page }) => {
  test.setTimeout(ALL_SPEC_PRIVATE_ROUTES.length * 20_000);
  await signIn(page, 'admin');
  const missing: string[] = [];
  for (const route of ALL_SPEC_PRIVATE_ROUTES) {
    const response = await page.goto(route);
    const forbidden = page.getByRole('heading', { name: 'You do not have access to this page' });
    const ok =
      response !== null &&
      response.status() < 400 &&
      new URL(page.url()).pathname === route &&
      (await page.locator('main h1').count()) === 1 &&
      (await forbidden.count()) === 0;
    if (!ok) missing.push(`${route} (${response?.status() ?? 'no response'} at ${page.url()})`);
  }
  expect(missing).toEqual([]);
});
