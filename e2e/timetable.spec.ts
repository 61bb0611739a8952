/**
 * The timetable in the browser (issue 31), on each demo school. An admin drags a subject onto
 * a period of a class-section at a time its teacher already teaches the class's other section
 * (the demo's class-subjects share their teacher across sections), saves, and reads the API's
 * clash naming that other class on the cell; nothing is saved. Then the demo's teacher on leave:
 * their lessons are on the substitutions board, the admin assigns one with a click, and the
 * substitute signs in to find it on My day, marked as a cover.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './page-api';
import { chooseEnglish, DEMO_PASSWORD, forgetSession, signIn, signInWith } from './shell-sign-in';

type Choices = {
  class_sections: { id: number; name: string; class_id: number }[];
  class_subjects: { id: number; class_id: number; subject: string }[];
};
type Timetable = { cells: { day: number; period_id: number; class_subject_id: number }[] };
type BoardPeriod = {
  class_section_id: number;
  class_section: string;
  period_id: number;
  start_time: string;
  substitute: { user_id: number; name: string } | null;
  suggestions: { user_id: number; name: string }[];
};
type Board = { day_kind: string; periods: BoardPeriod[] };

/** Two sections of one class, and a lesson of the second whose slot the first has free. */
async function clashToMake(page: Page) {
  const choices = (await api<Choices>(page, 'GET', '/api/timetables/choices')).data;
  for (const mine of choices.class_sections) {
    const sibling = choices.class_sections.find(
      (s) => s.class_id === mine.class_id && s.id !== mine.id,
    );
    if (!sibling) continue;
    const read = async (id: number) =>
      (await api<Timetable>(page, 'GET', `/api/timetables?class_section_id=${id}`)).data.cells;
    const [own, theirs] = [await read(mine.id), await read(sibling.id)];
    const lesson = theirs.find(
      (c) =>
        !own.some(
          (o) =>
            o.day === c.day &&
            o.period_id === c.period_id &&
            o.class_subject_id === c.class_subject_id,
        ),
    );
    if (lesson) return { mine, sibling, lesson };
  }
  throw new Error('the demo has no class with two sections sharing a teacher');
}

test('an admin drags a subject into a period its teacher already teaches and reads the clash', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const { mine, sibling, lesson } = await clashToMake(page);
  await page.goto(`/timetable?class_section_id=${mine.id}`);
  const cell = page.locator(`[data-cell="${lesson.day}:${lesson.period_id}"]`);
  await expect(cell).toBeVisible();
  await page.locator(`[data-subject="${lesson.class_subject_id}"]`).dragTo(cell);
  await page.getByRole('button', { name: 'Save timetable' }).click();
  const message = page.getByRole('alert').filter({ hasText: `already teaches ${sibling.name}` });
  await expect(message.first()).toBeVisible();
  await expect(cell).toHaveAttribute('data-clash', 'true');
  // Keyboard: the cell is focusable, Delete empties it, and the clash leaves with the subject.
  await cell.focus();
  await page.keyboard.press('Delete');
  await expect(cell).not.toHaveAttribute('data-clash', 'true');
});

/** The demo's leave day: today, or its next working day (as the demo seed chose it). */
async function leaveDay(page: Page) {
  for (let offset = 0; offset < 15; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const board = (await api<Board>(page, 'GET', `/api/substitutions?date=${date}`)).data;
    if (board.periods.length) return { date, board };
  }
  throw new Error('the demo has no teacher on leave in the next two weeks');
}

test('a teacher on leave: their periods on the board, one assigned, on the substitute’s day', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const { date, board } = await leaveDay(page);
  // An open lesson if one is left (the demo leaves one); else a covered one, changed.
  const lesson =
    board.periods.find((p) => !p.substitute && p.suggestions.length) ??
    board.periods.find((p) => p.suggestions.some((s) => s.user_id !== p.substitute?.user_id));
  if (!lesson) throw new Error('no lesson on the board has a free substitute');
  await page.goto(`/timetable/substitutions?date=${date}`);
  const card = page
    .getByTestId('to-cover')
    .filter({ hasText: lesson.class_section })
    .filter({ hasText: lesson.start_time });
  await expect(card).toBeVisible();
  if (lesson.substitute) await card.getByRole('button', { name: 'Change' }).click();
  const substitute = lesson.suggestions.find((s) => s.user_id !== lesson.substitute?.user_id);
  if (!substitute) throw new Error('no substitute to choose');
  await card.getByRole('button', { name: `Assign ${substitute.name} to`, exact: false }).click();
  await expect(card.getByText(`by ${substitute.name}`)).toBeVisible();

  const { email } = (
    await api<{ email: string }>(page, 'GET', `/api/teachers/${substitute.user_id}`)
  ).data;
  await forgetSession(page);
  await signInWith(page, email, DEMO_PASSWORD);
  // Hillcrest's staff read Arabic by default; this spec reads English.
  await chooseEnglish(page);
  await page.goto(`/timetable/my-day?date=${date}`);
  const day = page.getByTestId('my-day');
  const cover = day.locator('tr[data-cover]').filter({ hasText: lesson.class_section });
  await expect(cover.filter({ hasText: lesson.start_time })).toBeVisible();
  await expect(cover.getByText('Cover')).toBeVisible();
});
