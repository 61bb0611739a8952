/**
 * Attendance end to end, on each school: a Teacher signs in and lands on their attendance
 * page, marks their class with two absent, and the School Admin's month grid shows both; a
 * holiday cannot be marked and is shaded in the grid.
 */
import { expect, test } from '@playwright/test';
import { markableDay, markableSections, previous } from './attendance-days';
import { api } from './page-api';
import { chooseEnglish, loginThroughForm, schoolOf, signIn, forgetSession } from './shell-sign-in';
import { defined } from '../lib/test-support/defined';

test.setTimeout(120_000);

test('a Teacher lands on their attendance, marks the class with two absent; the admin sees them', async ({
  page,
}) => {
  await page.goto('/authentication/login');
  await loginThroughForm(page, `teacher@${schoolOf(page)}.test`);
  await expect(page).toHaveURL(/\/teacher\/attendance$/, { timeout: 30_000 });
  // Hillcrest's teacher reads Arabic unless another spec chose English first: choose it here,
  // so the words below do not depend on the order the specs ran in.
  await chooseEnglish(page);
  await page.reload();
  await expect(page.getByTestId('my-status-today')).toContainText('Today');

  const sections = await markableSections(page);
  expect(sections.length).toBeGreaterThan(0);
  // Another of the teacher's classes: their own class's register is e2e/teacher-register.spec.ts's.
  const section = defined(sections.find((s) => !s.own) ?? sections[0], 'a class-section to mark');
  // The working day before the latest: e2e/teacher-register.spec.ts saves today's register of the
  // teacher's own class (another worker, maybe at the same moment), and a teacher with only their
  // own class would otherwise mark that same register here.
  const latest = await markableDay(page, section.id);
  const { date } = await markableDay(page, section.id, previous(latest.date));

  await page.goto(`/attendance/mark-attendance?class_section_id=${section.id}&date=${date}`);
  // A past day may hold the demo's register already: mark two children who are present now.
  // One tap on a status moves it to the next code, Absent.
  const present = page.getByRole('button', { name: /: Present\. Tap for Absent$/ });
  // The roster is fetched by the page itself: act once it is on screen.
  await expect(present.first()).toBeVisible({ timeout: 30_000 });
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    const button = present.first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/: Present\..*$/, '');
    names.push(name);
    await button.click();
    await expect(page.getByRole('button', { name: `${name}: Absent. Tap for Late` })).toBeVisible();
  }
  const [first, second] = names;
  // A tap on the name opens its remark.
  await page.getByRole('button', { name: second, exact: true }).click();
  await page.getByLabel(`Remark for ${second}`).fill('Doctor');
  await page.getByRole('button', { name: /Save (attendance|changes)/ }).click();
  await expect(page.getByText(/saved: .*\d+ absent/)).toBeVisible({ timeout: 30_000 });

  await forgetSession(page);
  await signIn(page, 'admin');
  await page.goto(
    `/student/student-attendance?class_section_id=${section.id}&month=${date.slice(0, 7)}`,
  );
  for (const name of [first, second]) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.locator(`td[title="${date}: Absent"]`)).toHaveText('A', { timeout: 30_000 });
  }
  await expect(page.getByTestId('group-percent')).toContainText('%');
});

test('a holiday cannot be marked and is shaded in the month grid', async ({ page }) => {
  await signIn(page, 'admin');
  const sections = (
    await api<{ id: number; name: string }[]>(page, 'GET', '/api/student-attendance/class-sections')
  ).data;
  const section = defined(sections[sections.length - 1], 'a class-section');
  // A past working day, made a holiday (working days before it are never this one): two working
  // days back, since the day before the latest is the register the first test saves.
  const { date: latest } = await markableDay(page, section.id);
  const { date: before } = await markableDay(page, section.id, previous(latest));
  const { date } = await markableDay(page, section.id, previous(before));
  const title = `Storm day ${Date.now()}`;
  await api(page, 'POST', '/api/holidays', {
    title,
    start_date: date,
    end_date: date,
    description: 'Closed by the weather.',
  });

  await page.goto(`/attendance/mark-attendance?class_section_id=${section.id}&date=${date}`);
  await expect(page.getByText(`is a holiday (${title})`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);

  await page.goto(
    `/student/student-attendance?class_section_id=${section.id}&month=${date.slice(0, 7)}`,
  );
  await expect(page.locator(`th[title="Holiday: ${title}"]`)).toHaveClass(/attendance-holiday/, {
    timeout: 30_000,
  });
});
