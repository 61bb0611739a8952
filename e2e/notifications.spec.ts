/**
 * Notifications end to end (issue 28): a teacher saves a register with one absent child; that
 * child's guardian signs in and the header's bell shows one more unread; the notice on
 * /notifications names the child; marking it read lowers the bell's count.
 *
 * The child and their guardian are made for the run (by the School Admin, in the teacher's own
 * class), so their password is known; which guardian is the child's is read back through the
 * API. Specs running beside this one may tell that class's guardians something too, so the
 * bell is read as "at least one more" and the list must hold exactly one notice of the absence.
 * The register is the working day before the latest: today's register of the teacher's own class is e2e/teacher-register.spec.ts's. At
 * the end the School Admin sees the message on the guardian's profile.
 */
import { expect, test, type Page } from '@playwright/test';
import { defined } from '../lib/test-support/defined';
import { markableDay, markableSections, previous } from './attendance-days';
import { api } from './page-api';
import { chooseEnglish, forgetSession, signIn, signInWith } from './shell-sign-in';

test.setTimeout(180_000);

const run = Date.now().toString(36);
const PASSWORD = 'Notify-guardian-1';

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications, \d+ unread$/ });

async function unreadOnBell(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? NaN);
}

test('an absence reaches the guardian: the bell counts it, the notice names the child, reading it lowers the count', async ({
  page,
}) => {
  // The teacher's own class and the register to save.
  await signIn(page, 'teacher');
  const sections = await markableSections(page);
  const own = defined(sections.find((s) => s.own) ?? sections[0], "the teacher's class");
  const latest = await markableDay(page, own.id);
  const { date } = await markableDay(page, own.id, previous(latest.date));

  // A child of that class with a guardian of their own, admitted before that day.
  await forgetSession(page);
  await signIn(page, 'admin');
  const child = { first_name: 'Noor', last_name: `Notice ${run}` };
  const guardianEmail = `notify-guardian-${run}@example.test`;
  const admitted = await api<{ id: number }>(page, 'POST', '/api/students', {
    ...child,
    gender: 'female',
    date_of_birth: '2016-04-04',
    admission_date: '2020-01-06',
    class_section_id: own.id,
    guardians: [
      {
        full_name: `Guardian ${run}`,
        email: guardianEmail,
        relation: 'mother',
        is_primary: true,
        password: PASSWORD,
      },
    ],
  });
  // Which guardian is the child's, as the school records it.
  const student = await api<{ guardians: { user_id: number; email: string }[] }>(
    page,
    'GET',
    `/api/students/${admitted.data.id}`,
  );
  const guardian = defined(
    student.data.guardians.find((g) => g.email === guardianEmail),
    "the child's guardian",
  );

  // The guardian's bell before the register: a baseline, not 0, since a spec running beside
  // this one may already have told the class's guardians something (CI saw 1). The notice
  // naming the child, checked below, is the register's own.
  await forgetSession(page);
  await signInWith(page, guardian.email, PASSWORD);
  await chooseEnglish(page);
  await page.goto('/dashboard');
  const before = await unreadOnBell(page);
  expect(before).toBeGreaterThanOrEqual(0); // the bell states a count
  // Nothing names the child yet: the notice found below is the register's.
  const early = await api<unknown[]>(
    page,
    'GET',
    `/api/notifications?search=${encodeURIComponent(child.last_name)}`,
  );
  expect(early.data).toEqual([]);

  // The teacher saves the register with that child absent.
  await forgetSession(page);
  await signIn(page, 'teacher');
  const name = `${child.first_name} ${child.last_name}`;
  await page.goto(`/attendance/mark-attendance?class_section_id=${own.id}&date=${date}`);
  const status = page.getByRole('button', { name: `${name}: Present. Tap for Absent` });
  await expect(status).toBeVisible({ timeout: 30_000 });
  await status.click();
  await expect(page.getByRole('button', { name: `${name}: Absent. Tap for Late` })).toBeVisible();
  await page.getByRole('button', { name: /Save (attendance|changes)/ }).click();
  await expect(page.getByText(/saved: .*absent/)).toBeVisible({ timeout: 30_000 });

  // The guardian: one more unread on the bell (delivered by the queue's worker, so a moment
  // later). At least one: other specs running beside this one may tell the same class's
  // guardians something too (leave.spec's announcement to one class-section).
  await forgetSession(page);
  await signInWith(page, guardian.email, PASSWORD);
  await chooseEnglish(page);
  await expect(async () => {
    await page.goto('/dashboard');
    expect(await unreadOnBell(page)).toBeGreaterThanOrEqual(before + 1);
  }).toPass({ timeout: 60_000 });

  // The bell opens the list; the notice names the child, once.
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const notice = page.getByTestId('notification').filter({ hasText: name });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveAttribute('data-unread', 'true');

  // Marked read: the notice says so and the bell counts one less.
  const unread = await unreadOnBell(page);
  await notice.getByRole('button', { name: /^Mark read/ }).click();
  await expect(notice).toHaveAttribute('data-unread', 'false');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);

  // The guardian's profile shows the school's staff what was sent to them.
  await forgetSession(page);
  await signIn(page, 'admin');
  await page.goto(`/guardian/${guardian.user_id}`);
  const sent = page.getByRole('region', { name: 'Sent to this guardian' });
  await expect(sent.getByRole('row').filter({ hasText: 'Student absent' }).first()).toBeVisible({
    timeout: 30_000,
  });
});
