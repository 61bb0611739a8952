/**
 * What the solver reads, edited in the browser (issue 31 item 3, /timetable/requirements), on
 * each demo school as its School Admin: a class-subject's periods per week changed, the total
 * against the class's week following as typed (flagged when over it), saved and read back
 * after a reload; a teacher's daily limit above their weekly one refused by the API, its
 * sentence on the daily input; an unavailable time refused (ending before it starts), added,
 * then deleted through the confirmation. Each tab passes axe. What a test changes it puts back,
 * so the other specs (and the solver) meet the demo as seeded.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { api } from './page-api';
import { signIn } from './shell-sign-in';

type Load = {
  class_subject_id: number;
  class_id: number;
  subject: string;
  periods_per_week: number | null;
};
type Limit = {
  teacher_user_id: number;
  teacher: string;
  max_per_day: number | null;
  max_per_week: number | null;
};
type Span = { id: number; day: number; start_time: string; end_time: string };

async function expectNoAxeViolations(page: Page) {
  expect(
    (await axeViolations(page)).map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join('; ')}`,
    ),
  ).toEqual([]);
}

test('an admin sets a class-subject’s periods per week, sees the total follow, saves and reads it back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const loads = (await api<Load[]>(page, 'GET', '/api/timetables/loads')).data;
  const first = loads.find((l) => l.periods_per_week !== null);
  if (!first) throw new Error('the demo has no class-subject with periods per week');
  const ofClass = loads.filter((l) => l.class_id === first.class_id);
  const before = ofClass.reduce((n, l) => n + (l.periods_per_week ?? 0), 0);
  const original = first.periods_per_week ?? 0;
  const changed = original > 1 ? original - 1 : original + 1;
  try {
    await page.goto(`/timetable/requirements?class_id=${first.class_id}`);
    const input = page.getByLabel(`Periods per week of ${first.subject}`, { exact: true });
    await expect(input).toHaveValue(String(original));
    const total = page.getByTestId('loads-total');
    await expect(total).toContainText(`${before} of the`);
    await expectNoAxeViolations(page);

    // Far over the week: flagged before anything is saved.
    await input.fill('70');
    await expect(total).toHaveAttribute('data-state', 'over');
    await expect(total).toContainText('more than the week holds');
    await expectNoAxeViolations(page);
    await input.fill(String(changed));
    await expect(total).toContainText(`${before - original + changed} of the`);
    await expect(total).not.toHaveAttribute('data-state', 'over');

    await page.getByTestId('loads-save').click();
    await expect(page.getByText('The periods per week were saved.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByLabel(`Periods per week of ${first.subject}`, { exact: true }),
    ).toHaveValue(String(changed));
    await expect(page.getByTestId('loads-total')).toContainText(
      `${before - original + changed} of the`,
    );
  } finally {
    await api(page, 'PUT', '/api/timetables/loads', {
      loads: [{ class_subject_id: first.class_subject_id, periods_per_week: original }],
    });
  }
});

test('a teacher’s daily limit above the weekly one is refused on the daily input', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const limits = (await api<Limit[]>(page, 'GET', '/api/timetables/teacher-limits')).data;
  const teacher = limits[0];
  if (!teacher) throw new Error('the demo has no teacher of a class-subject');
  await page.goto('/timetable/requirements?tab=limits');
  const perDay = page.getByLabel(`Most periods a day for ${teacher.teacher}`, { exact: true });
  const perWeek = page.getByLabel(`Most periods a week for ${teacher.teacher}`, { exact: true });
  await expect(perDay).toBeVisible();
  await expectNoAxeViolations(page);
  await perDay.fill('9');
  await perWeek.fill('5');
  await page.getByTestId('limits-save').click();
  await expect(perDay).toHaveClass(/is-invalid/);
  await expectNoAxeViolations(page);
  const sentence = 'The maximum per day may not be more than the maximum per week.';
  await expect(
    perDay.locator('xpath=following-sibling::div[contains(@class, "invalid-feedback")]'),
  ).toHaveText(sentence);
  // Refused whole: the limits stay as they were.
  const after = (await api<Limit[]>(page, 'GET', '/api/timetables/teacher-limits')).data;
  expect(after.find((l) => l.teacher_user_id === teacher.teacher_user_id)).toEqual(teacher);
});

test('an admin adds a teacher’s unavailable time and deletes it', async ({ page }) => {
  await signIn(page, 'admin');
  const choices = (
    await api<{ teachers: { id: number; name: string }[] }>(page, 'GET', '/api/timetables/choices')
  ).data;
  const teacher = choices.teachers[0];
  if (!teacher) throw new Error('the demo has no teacher of a class-subject');
  const spans = async () =>
    (await api<Span[]>(page, 'GET', `/api/timetables/unavailability?teacher_id=${teacher.id}`))
      .data;
  const already = (await spans()).map((s) => s.id);
  await page.goto(`/timetable/requirements?tab=unavailable&teacher_id=${teacher.id}`);
  await expect(page.getByLabel('Teacher', { exact: true })).toHaveValue(String(teacher.id));
  const day = page.getByLabel('Day', { exact: true });
  // The first working day the school offers (Hillcrest's week differs from Riverside's).
  const dayName = (await day.locator('option').nth(1).textContent()) ?? '';
  await day.selectOption({ index: 1 });
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await from.fill('15:10');
  await to.fill('14:40');
  await page.getByTestId('span-add').click();
  await expect(to).toHaveClass(/is-invalid/);
  await expect(page.getByText('A period must end after it starts.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await to.fill('15:50');
  await page.getByTestId('span-add').click();
  await expect(page.getByText('The unavailable time was added.')).toBeVisible();
  const added = (await spans()).find((s) => !already.includes(s.id));
  if (!added) throw new Error('the unavailable time was not stored');
  expect(added).toMatchObject({ start_time: '15:10', end_time: '15:50' });
  const row = page.locator(`tr[data-span="${added.id}"]`);
  await expect(row).toContainText(dayName);
  await expect(row).toContainText('15:10');
  await expect(row).toContainText('15:50');

  await row.getByRole('button', { name: /^Delete / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(teacher.name);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The unavailable time was removed.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await spans()).map((s) => s.id)).toEqual(already);
});
