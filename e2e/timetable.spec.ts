/**
 * The timetable in the browser (issue 31), on each demo school. An admin drags a subject onto
 * a period of a class-section at a time its teacher already teaches the class's other section
 * (the demo's class-subjects share their teacher across sections), saves, and reads the API's
 * clash naming that other class on the cell; nothing is saved. An admin moves placed lessons,
 * one by dragging it onto another (the two swap) and one by keyboard (M, arrows, Enter),
 * saves them as a version from a later date and reads it back. Then the demo's teacher on leave:
 * their lessons are on the substitutions board, the admin assigns one with a click, and the
 * substitute signs in to find it on My day, marked as a cover.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './page-api';
import { chooseEnglish, DEMO_PASSWORD, forgetSession, signIn, signInWith } from './shell-sign-in';

// Tall enough for the palette and a week's grid at once: a drag whose target must first be
// scrolled to moves the page under the pressed mouse, and the drag starts from whatever the
// pointer then lies on (a neighbouring subject).
test.use({ viewport: { width: 1280, height: 1600 } });

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

type Slot = {
  day: number;
  period_id: number;
  row: number;
  col: number;
  start: string;
  end: string;
};
type Shown = Timetable['cells'][number] & {
  room_id: number | null;
  subject: string;
  teachers: { id: number }[];
};
type Week = {
  cells: Shown[];
  days: {
    day: number;
    periods: { id: number; kind: string; start_time: string; end_time: string }[];
  }[];
};

/** Every lesson slot of a class-section's grid, with its place (row, column) and times. */
const slotsOf = (week: Week): Slot[] =>
  week.days.flatMap((d, col) =>
    d.periods.flatMap((p, row) =>
      p.kind === 'period'
        ? [{ day: d.day, period_id: p.id, row, col, start: p.start_time, end: p.end_time }]
        : [],
    ),
  );

/**
 * Two moves in one class-section that no other class-section's lesson clashes with: a lesson
 * dragged onto another (a swap), and a lesson carried by keyboard to the next day's same row
 * (empty or holding a lesson). Free means: no lesson elsewhere that weekday, overlapping the
 * slot's times, shares a teacher or the room of what arrives there.
 */
async function movesToMake(page: Page, date: string) {
  const choices = (await api<Choices>(page, 'GET', '/api/timetables/choices')).data;
  const weeks = new Map<number, Week>();
  for (const s of choices.class_sections)
    weeks.set(
      s.id,
      (await api<Week>(page, 'GET', `/api/timetables?class_section_id=${s.id}&date=${date}`)).data,
    );
  for (const section of choices.class_sections) {
    const week = weeks.get(section.id) as Week;
    const slots = slotsOf(week);
    const lessonAt = (s: Slot) =>
      week.cells.find((c) => c.day === s.day && c.period_id === s.period_id);
    const busyElsewhere = [...weeks]
      .filter(([id]) => id !== section.id)
      .flatMap(([, other]) =>
        slotsOf(other).flatMap((s) => {
          const c = other.cells.find((x) => x.day === s.day && x.period_id === s.period_id);
          return c ? [{ ...s, who: [...c.teachers.map((t) => `t${t.id}`), `r${c.room_id}`] }] : [];
        }),
      );
    /** Whether `lesson` may stand in `slot` as far as the other class-sections go. */
    const fits = (lesson: Shown | undefined, slot: Slot) =>
      !lesson ||
      !busyElsewhere.some(
        (b) =>
          b.day === slot.day &&
          b.start < slot.end &&
          slot.start < b.end &&
          b.who.some(
            (w) => w === `r${lesson.room_id}` || lesson.teachers.some((t) => w === `t${t.id}`),
          ),
      );
    const movable = (from: Slot, to: Slot) => {
      const [a, b] = [lessonAt(from), lessonAt(to)];
      return !!a && a.class_subject_id !== b?.class_subject_id && fits(a, to) && fits(b, from);
    };
    for (const from of slots) {
      const to = slots.find((s) => s.row === from.row && s.col === from.col + 1);
      if (!to || !movable(from, to)) continue;
      const taken = new Set([from, to]);
      const dragged = slots.find(
        (a) =>
          !taken.has(a) &&
          lessonAt(a) &&
          slots.some((b) => !taken.has(b) && b !== a && lessonAt(b) && movable(a, b)),
      );
      if (!dragged) continue;
      const onto = slots.find(
        (b) => !taken.has(b) && b !== dragged && lessonAt(b) && movable(dragged, b),
      ) as Slot;
      return {
        section,
        keyboard: { from, to, lesson: lessonAt(from) as Shown, there: lessonAt(to) },
        drag: {
          from: dragged,
          to: onto,
          lesson: lessonAt(dragged) as Shown,
          there: lessonAt(onto) as Shown,
        },
      };
    }
  }
  throw new Error('no class-section has two lessons that can move without a clash');
}

const keyOf = (s: Slot) => `${s.day}:${s.period_id}`;

test('an admin moves placed lessons by dragging and by keyboard, saves, and reads them back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // A version from ten weeks on: today's lessons (the other specs' periods) stay as they are.
  const from = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
  const { section, drag, keyboard } = await movesToMake(page, from);
  await page.goto(`/timetable?class_section_id=${section.id}`);
  const cell = (s: Slot) => page.locator(`[data-cell="${keyOf(s)}"]`);
  await expect(cell(drag.from)).toContainText(drag.lesson.subject);

  // Drag: the two lessons change places.
  await cell(drag.from).dragTo(cell(drag.to));
  await expect(cell(drag.to)).toContainText(drag.lesson.subject);
  await expect(cell(drag.from)).toContainText(drag.there.subject);

  // Keyboard: picked up, Escape puts it back; picked up again, carried right, put down.
  const status = page.getByTestId('move-status');
  await cell(keyboard.from).focus();
  await page.keyboard.press('m');
  await expect(status).toHaveText(
    `${keyboard.lesson.subject} picked up; move to a period and press Enter (Escape cancels).`,
  );
  await page.keyboard.press('Escape');
  await expect(status).toHaveText('Move cancelled.');
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await expect(cell(keyboard.to)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toContainText(keyboard.lesson.subject);
  await expect(cell(keyboard.to)).toContainText(keyboard.lesson.subject);
  if (keyboard.there) await expect(cell(keyboard.from)).toContainText(keyboard.there.subject);
  else await expect(cell(keyboard.from)).toContainText('Empty');

  await page.getByLabel('In force from').fill(from);
  await page.getByRole('button', { name: 'Save timetable' }).click();
  await expect(page).toHaveURL(/version_id=\d+/);
  await expect(cell(drag.to)).toContainText(drag.lesson.subject);

  const saved = (
    await api<Week>(page, 'GET', `/api/timetables?class_section_id=${section.id}&date=${from}`)
  ).data.cells;
  const at = (s: Slot) =>
    saved.find((c) => c.day === s.day && c.period_id === s.period_id)?.class_subject_id;
  expect(at(drag.to)).toBe(drag.lesson.class_subject_id);
  expect(at(drag.from)).toBe(drag.there.class_subject_id);
  expect(at(keyboard.to)).toBe(keyboard.lesson.class_subject_id);
  expect(at(keyboard.from)).toBe(keyboard.there?.class_subject_id);
  // The room travelled with the lesson.
  expect(saved.find((c) => keyOf(drag.to) === `${c.day}:${c.period_id}`)?.room_id).toBe(
    drag.lesson.room_id,
  );
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
