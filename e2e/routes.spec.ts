import { expect, test } from '@playwright/test';
import { ALL_SPEC_PRIVATE_ROUTES } from '../lib/menu/spec-private-routes';
import { signIn } from './shell-sign-in';

// A dev server compiles each route on its first visit, which can take a while under load.
test.describe.configure({ timeout: 120_000 });

// One test per route of the SPEC §2 table, so a missing screen is named in the report.
for (const route of ALL_SPEC_PRIVATE_ROUTES) {
  test(`School Admin opens ${route}`, async ({ page }) => {
    await signIn(page, 'admin');
    const response = await page.goto(route);
    expect(response?.status()).toBeLessThan(400);
    expect(new URL(page.url()).pathname).toBe(route);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
}
