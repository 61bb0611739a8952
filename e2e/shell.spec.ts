import { expect, test, type Page } from '@playwright/test';
import { MENU } from '../lib/api/menu';
import { menuLinks } from '../lib/menu/rules';
import type { Menu, MenuItem } from '../lib/menu/types';
import { signIn } from './shell-sign-in';
import { openEverySubMenu } from './sidebar';

/** The menu without the entries kept for other roles (a guardian's "My Children", "Fees"…). */
const forAdmin = (items: readonly MenuItem[]): MenuItem[] =>
  items
    .filter((i) => !i.roles?.length || i.roles.includes('School Admin'))
    .map((i) => (i.type === 'sub' ? { ...i, children: forAdmin(i.children) } : i));
const ADMIN_MENU: Menu = MENU.map((s) => ({ ...s, items: forAdmin(s.items) }));

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('the shell', () => {
  test('School Admin sees every menu item', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    const nav = mainMenu(page);
    for (const section of ADMIN_MENU) {
      await expect(nav.getByRole('heading', { name: section.title, exact: true })).toBeVisible();
      for (const item of section.items) {
        const role = item.type === 'sub' ? 'button' : 'link';
        await expect(nav.getByRole(role, { name: item.title, exact: true })).toBeVisible();
      }
    }
    // Children sit in sub-menus; opened, every one of them is there.
    await openEverySubMenu(page);
    await expect(nav.locator('a')).toHaveCount(menuLinks(ADMIN_MENU).length);
    for (const link of menuLinks(ADMIN_MENU))
      await expect(nav.locator(`a[href="${link.path}"]`)).toHaveCount(1);
  });

  test('a Teacher sees no Staff, Expenses or Settings', async ({ page }) => {
    await signIn(page, 'teacher');
    await page.goto('/teacher/attendance');
    const nav = mainMenu(page);
    await expect(nav.getByRole('button', { name: 'Teacher Attendance' })).toBeVisible();
    for (const name of ['Staff Management', 'Expense Management', 'School Settings'])
      await expect(nav.getByRole('button', { name })).toHaveCount(0);
    await openEverySubMenu(page);
    for (const path of ['/staff', '/expenses', '/expense-categories', '/school-settings'])
      await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);
    await page
      .getByRole('button', { name: /Teacher/ })
      .last()
      .click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
  });

  test('a Guardian sees their own entries, named for a guardian (issue 27)', async ({ page }) => {
    await signIn(page, 'guardian');
    await page.goto('/dashboard');
    for (const [name, path] of [
      ['My Children', '/guardian'],
      ['Fees', '/fees/student-fees'],
      ['Attendance', '/guardian/attendance'],
      ['Notices', '/announcements'],
    ] as const)
      await expect(mainMenu(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    await openEverySubMenu(page);
    for (const path of ['/student/student-details', '/fees/fees-transaction-logs'])
      await expect(mainMenu(page).locator(`a[href="${path}"]`)).toHaveCount(0);
    for (const name of ['Students', 'Student Fees', 'Teacher Attendance'])
      await expect(mainMenu(page).getByRole('button', { name, exact: true })).toHaveCount(0);
  });

  test('a Teacher opening /school-settings gets the 403 page inside the shell', async ({
    page,
  }) => {
    await signIn(page, 'teacher');
    await page.goto('/school-settings');
    await expect(
      page.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your home page' })).toHaveAttribute(
      'href',
      '/teacher/attendance',
    );
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByText('General Settings')).toHaveCount(0);
  });

  test('a search with no match says so', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    const search = page.getByRole('searchbox', { name: 'Search menu' });
    await search.fill('leave');
    await expect(mainMenu(page).getByRole('link', { name: 'Leave Requests' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Holidays' })).toHaveCount(0);
    await search.fill('no-such-screen');
    await expect(page.getByText('No menu items found')).toBeVisible();
    await expect(page.getByText('Try a different search term')).toBeVisible();
  });

  test('at 1000 px wide the sidebar is collapsed, and the toggle expands it', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    const shell = page.locator('.shell');
    await expect(shell).toHaveAttribute('data-sidebar', 'collapsed');
    await page.mouse.move(900, 400);
    const narrow = await page.locator('#shell-sidebar').boundingBox();
    expect(narrow?.width).toBeLessThan(100);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(shell).toHaveAttribute('data-sidebar', 'expanded');
  });

  test('at 800 px wide the sidebar is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mainMenu(page)).toBeHidden();
  });

  test('?layout=london changes the layout and is remembered', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    const header = page.locator('header.shell-header');
    const plain = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.goto('/dashboard?layout=london');
    await expect(page.locator('.shell')).toHaveAttribute('data-layout', 'london');
    const london = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(london).not.toBe(plain);
    await page.goto('/holidays');
    await expect(page.locator('.shell')).toHaveAttribute('data-layout', 'london');
    await page.goto('/dashboard?layout=dubai');
    await expect(page.locator('.shell')).toHaveAttribute('data-layout', 'dubai');
  });

  test('the refresh button is busy for half a second', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    const refresh = page.getByRole('button', { name: 'Refresh data' });
    const busy = page.getByRole('button', { name: 'Refreshing data' });
    // Until the page is hydrated the button has no handler: click until the busy state shows.
    await expect(async () => {
      await refresh.click();
      await expect(busy).toHaveAttribute('aria-busy', 'true', { timeout: 400 });
      await expect(busy).toBeDisabled({ timeout: 100 });
    }).toPass({ timeout: 30_000 });
    await expect(refresh).toBeEnabled({ timeout: 2000 });
  });

  test('the header shows the default session year, disabled', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    const select = page.getByLabel('Session year');
    await expect(select).toBeDisabled();
    await expect(select.locator('option')).not.toHaveText(/Loading/);
  });

  test('logout ends the session and forgets the stored user', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await clickLogout(page);
    await page.waitForURL(/\/authentication\/login/);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/authentication\/login/);
  });

  test('requests still in flight at logout do not turn it into "session ended"', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    const refresh = page.getByRole('button', { name: 'Refresh data' });
    const busy = page.getByRole('button', { name: 'Refreshing data' });
    await expect(async () => {
      await refresh.click(); // hydrated once it answers
      await expect(busy).toHaveAttribute('aria-busy', 'true', { timeout: 400 });
    }).toPass({ timeout: 30_000 });
    await expect(refresh).toBeEnabled({ timeout: 5_000 });
    // The page's reads answer late, and the login page loads slowly: the reads made before
    // the logout come back 401 while the page being left is still live.
    await page.route('**/api/**', async (route) => {
      if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.route('**/authentication/login*', async (route) => {
      await new Promise((r) => setTimeout(r, 3_000));
      await route.continue();
    });
    await refresh.click();
    await clickLogout(page);
    await page.waitForURL(/\/authentication\/login/, { timeout: 30_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(page.getByRole('heading', { name: /^Sign in to / })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText('Your session has ended')).toHaveCount(0);
  });
});

/** Logout, from the profile menu. */
async function clickLogout(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: 'Logout' });
  // Until the page is hydrated the profile button has no handler: open it until Logout shows.
  await expect(async () => {
    if (!(await logout.isVisible())) await page.locator('#profile-menu').click();
    await expect(logout).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await logout.click();
}
