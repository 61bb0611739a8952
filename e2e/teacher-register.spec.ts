/**
 * The teacher's register in one tap (issue 27): the demo Teacher signs in, lands on
 * /teacher/attendance with today's register of their own class on screen (everyone present),
 * taps each absent child once and saves — at most 3 actions plus one per absent child, counted
 * here — on a desktop and on a phone (390×844), where the page never scrolls sideways and the
 * rows are compact (30 students in about three screens).
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './page-api';
import { chooseEnglish, loginThroughForm, schoolOf } from './shell-sign-in';

test.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };
const ABSENT = 2;

type Day = {
  day: { problem: string | null };
  saved: boolean;
  codes: { id: number; builtin: string | null }[];
  marks: { student_id: number; name: string; code_id: number }[];
};

/** The user's actions (a sign-in, a tap, a save), counted as they are made. */
function counter() {
  let n = 0;
  return {
    act: async (action: () => Promise<unknown>) => {
      n++;
      await action();
    },
    get count() {
      return n;
    },
  };
}

async function takeRegister(page: Page) {
  const actions = counter();
  await page.goto('/authentication/login');
  // Typing one's e-mail and password is the sign-in: one action, its submit.
  await actions.act(() => loginThroughForm(page, `teacher@${schoolOf(page)}.test`));
  await expect(page).toHaveURL(/\/teacher\/attendance$/, { timeout: 30_000 });
  // The words below are English (hillcrest's teacher reads Arabic): test set-up, not a user action.
  await chooseEnglish(page);
  await page.reload();

  // Today's register of their own class is on screen without choosing anything.
  const sections = (
    await api<{ id: number; name: string; own: boolean }[]>(
      page,
      'GET',
      '/api/student-attendance/class-sections',
    )
  ).data;
  const own = sections.find((s) => s.own);
  expect(own, 'the demo teacher is class teacher of a class').toBeTruthy();
  const register = page.getByRole('list', { name: `Attendance of ${own!.name}` });
  // A day without a register (weekend, holiday) shows its reason instead (a warning).
  const problem = page.locator('.alert-warning');
  await expect(register.or(problem).first()).toBeVisible({ timeout: 30_000 });
  test.skip(
    !(await register.isVisible()),
    `Today has no register in this school (${await problem.textContent().catch(() => '')})`,
  );
  // The teacher's own attendance beside it.
  await expect(page.getByTestId('my-status-today')).toBeVisible();

  // One tap per absent child: the first children still present move to Absent.
  const present = register.getByRole('button', { name: /: Present\. Tap for Absent$/ });
  await expect(present.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < ABSENT; i++) {
    const button = present.first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/: Present\..*$/, '');
    names.push(name);
    await actions.act(() => button.click());
    await expect(
      register.getByRole('button', { name: `${name}: Absent. Tap for Late` }),
    ).toBeVisible();
  }
  await actions.act(() => page.getByRole('button', { name: /Save (attendance|changes)/ }).click());
  await expect(page.getByText(/saved: .*absent/)).toBeVisible({ timeout: 30_000 });
  expect(actions.count).toBeLessThanOrEqual(3 + ABSENT);

  // Saved as shown: those children absent, the day saved.
  const today = (await api<{ today: string }>(page, 'GET', '/api/staff-attendance/me')).data.today;
  const day = (
    await api<Day>(page, 'GET', `/api/student-attendance?class_section_id=${own!.id}&date=${today}`)
  ).data;
  const absent = day.codes.find((c) => c.builtin === 'absent')!.id;
  expect(day.saved).toBe(true);
  for (const name of names) expect(day.marks.find((m) => m.name === name)?.code_id).toBe(absent);
  return { register, rows: day.marks.length };
}

test("a teacher saves today's register in one tap per absent child (desktop)", async ({ page }) => {
  await takeRegister(page);
});

test('the same on a phone: compact rows, no sideways scroll', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { register, rows } = await takeRegister(page);
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.innerWidth);
  // 30 rows at this height fit in about two screens, leaving a third for the rest of the page.
  const box = await register.boundingBox();
  const perRow = (box?.height ?? 0) / rows;
  console.log(
    `register at 390×844: ${rows} rows, ${perRow.toFixed(1)} px a row, 30 rows ${Math.round(perRow * 30)} px; page ${await page.evaluate(() => document.documentElement.scrollHeight)} px`,
  );
  expect(perRow * 30).toBeLessThanOrEqual(2 * PHONE.height);
  // Keyboard: the first status button is reached and turned by the keyboard alone.
  const first = register.getByRole('button', { name: /Tap for/ }).first();
  await first.focus();
  const before = await first.getAttribute('aria-label');
  await page.keyboard.press('Enter');
  await expect(first).not.toHaveAttribute('aria-label', before ?? '');
});
