/**
 * The guardian's dashboard: each child's attendance opens on a tap. The history's modal is
 * loaded only then (components/dashboard/children-card.tsx), so this checks it still opens,
 * names the child and shows the months the API answers.
 */
import { expect, test } from '@playwright/test';
import { api } from './page-api';
import { signIn } from './shell-sign-in';

type Child = { id: number; first_name: string; last_name: string };
type History = { student: { name: string }; months: unknown[] };

test("a guardian opens a child's attendance from the dashboard", async ({ page }) => {
  await signIn(page, 'guardian');
  const children = (await api<Child[]>(page, 'GET', '/api/guardian/children')).data;
  const child = children[0];
  expect(child, 'the demo guardian has a child').toBeDefined();
  const name = `${child!.first_name} ${child!.last_name}`;
  const history = (
    await api<History>(page, 'GET', `/api/student-attendance/students/${child!.id}`)
  ).data;

  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Attendance of ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: history.student.name })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
