import { expect, type Page } from '@playwright/test';

/**
 * Opens every closed sub-menu of the sidebar: a sub-menu's links are rendered only while it is
 * open (components/shell/menu-tree.tsx). The menu answers clicks once hydrated, so the clicks
 * are repeated until none is closed. The sidebar must be on screen (a desktop-wide viewport).
 */
export async function openEverySubMenu(page: Page): Promise<void> {
  const closed = page.locator('nav.sidebar-nav button[aria-expanded="false"]');
  await expect(async () => {
    for (const button of await closed.all()) await button.click({ timeout: 2000 });
    await expect(closed).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}
