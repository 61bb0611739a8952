/**
 * Rooms chosen by the solver on instances written by hand (solve.ts, room-assignment.ts):
 * each lesson in its home room when it is free and fits, never a room twice at overlapping
 * times, capacity kept, rooms taken by sections not drafted left alone, and a lesson left
 * without a room only when fewer rooms than lessons at once — then named as a warning.
 */
import { meets } from '../rules/lessons';
import type { DraftCell, SolverInstance, SolverSection, SolverSlot } from './instance';
import { slot, WEEK } from './test-slots';
import { overlapGroups } from './room-assignment';
import { draftTimetable } from './solve';

/** Another shift's bells: one long period that overlaps both of WEEK's on each day. */
const LONG = [1, 2, 3, 4, 5].map((d) => slot(d, 9, '09:30', '10:15'));

const lesson = (id: number, teacher: number, load: number) => ({
  classSubjectId: id,
  subjectId: id,
  subject: `Subject ${id}`,
  load,
  teacherIds: [teacher],
});

const section = (
  id: number,
  home: number | null,
  students: number | null,
  slots = WEEK,
  load = 10,
): SolverSection => ({
  id,
  name: `Grade 5 - ${String.fromCharCode(64 + id)}`,
  slots,
  lessons: [lesson(id * 10, id * 10, load)],
  roomId: home,
  students,
});

const instance = (
  sections: SolverSection[],
  rooms: SolverInstance['rooms'],
  taken: SolverInstance['taken'] = [],
): SolverInstance => ({ sections, teachers: new Map(), taken, rooms });

async function draft(given: SolverInstance) {
  const outcome = await draftTimetable(given, { timeLimitSeconds: 20 });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}

type Placed = DraftCell & { slot: SolverSlot; section: number };

const placed = (given: SolverInstance, sections: { cells: DraftCell[] }[]): Placed[] =>
  sections.flatMap((s, i) =>
    s.cells.map((c) => ({
      ...c,
      section: i,
      slot: given.sections[i]!.slots.find((x) => x.day === c.day && x.periodId === c.period_id)!,
    })),
  );

/** Pairs of lessons in one room at overlapping times: none may exist. */
const doubleBooked = (cells: Placed[]) =>
  cells.flatMap((a, i) =>
    cells
      .slice(i + 1)
      .filter((b) => a.room_id !== null && a.room_id === b.room_id && meets(a.slot, b.slot)),
  );

test('each section keeps its own home room when it is free and fits', async () => {
  const given = instance(
    [section(1, 101, 30), section(2, 102, 28)],
    [
      { id: 101, capacity: 30 },
      { id: 102, capacity: 30 },
      { id: 103, capacity: 60 },
    ],
  );
  const outcome = await draft(given);
  expect(outcome.sections.map((s) => [...new Set(s.cells.map((c) => c.room_id))])).toEqual([
    [101],
    [102],
  ]);
  expect(outcome.warnings).toEqual([]);
});

test('two sections sharing a home room: one moves, no room twice at once, home kept where it can be', async () => {
  const given = instance(
    [section(1, 101, 30), section(2, 101, 30)],
    [
      { id: 101, capacity: 30 },
      { id: 102, capacity: 30 },
    ],
  );
  const outcome = await draft(given);
  const cells = placed(given, outcome.sections);
  expect(cells).toHaveLength(20);
  expect(cells.filter((c) => c.room_id === null)).toEqual([]);
  expect(doubleBooked(cells)).toEqual([]);
  // Every period holds both sections: the home room serves one of them, every time.
  expect(cells.filter((c) => c.room_id === 101)).toHaveLength(10);
});

test('a room too small is not chosen, and a room taken by a section not drafted is left alone', async () => {
  const given = instance(
    [section(1, 101, 40)],
    [
      { id: 101, capacity: 30 },
      { id: 102, capacity: 45 },
      { id: 103, capacity: null },
    ],
    // Room 102 holds another class on Monday morning; room 103's capacity is not known.
    [{ teacherIds: [99], roomId: 102, day: 1, start: '09:00', end: '10:30', lesson: true }],
  );
  const outcome = await draft(given);
  const cells = placed(given, outcome.sections);
  expect(cells.filter((c) => c.room_id === 101)).toEqual([]);
  expect(cells.filter((c) => c.day === 1).map((c) => c.room_id)).toEqual([103, 103]);
  expect(
    cells.filter((c) => c.day !== 1).every((c) => c.room_id === 102 || c.room_id === 103),
  ).toBe(true);
});

test('times of two shifts overlap: a room never holds two lessons whose times meet', async () => {
  const given = instance(
    [section(1, 101, null), section(2, 101, null, LONG, 5)],
    [
      { id: 101, capacity: null },
      { id: 102, capacity: null },
    ],
  );
  const outcome = await draft(given);
  const cells = placed(given, outcome.sections);
  expect(cells).toHaveLength(15);
  expect(cells.filter((c) => c.room_id === null)).toEqual([]);
  expect(doubleBooked(cells)).toEqual([]);
});

test('chained times the greedy pass houses badly: the exact model finds a room for each', async () => {
  // A (10 students, home the big room) has two periods; B (40) one long period across both.
  // Greedily A's first period takes its home, and B, which only the big room holds, has none.
  const a = section(1, 101, 10, [slot(1, 1, '09:00', '09:45'), slot(1, 2, '09:45', '10:30')], 2);
  const b = section(2, null, 40, [slot(1, 9, '09:30', '10:15')], 1);
  const given = instance(
    [a, b],
    [
      { id: 101, capacity: 50 },
      { id: 102, capacity: 20 },
    ],
  );
  const outcome = await draft(given);
  expect(outcome.warnings).toEqual([]);
  expect(outcome.sections.map((s) => s.cells.map((c) => c.room_id))).toEqual([[102, 102], [101]]);
});

test('fewer rooms than lessons at once: placed without a room, each named as a warning', async () => {
  const given = instance([section(1, 101, 30), section(2, null, 30)], [{ id: 101, capacity: 30 }]);
  const outcome = await draft(given);
  const [a, b] = outcome.sections;
  expect([a!.placed, b!.placed]).toEqual([10, 10]);
  expect(a!.cells.every((c) => c.room_id === 101)).toBe(true);
  expect(b!.cells.every((c) => c.room_id === null)).toBe(true);
  expect(outcome.warnings).toHaveLength(10);
  expect(outcome.warnings[0]).toEqual({
    code: 'lessonNoRoom',
    values: {
      class_section: 'Grade 5 - B',
      subject: 'Subject 20',
      day: 1,
      period: 'Period 1',
      parallel: 2,
      rooms: 1,
    },
  });
});

test('a school without rooms drafts without rooms and without warnings', async () => {
  const outcome = await draft(instance([section(1, null, 30)], []));
  expect(outcome.sections[0]!.cells.every((c) => c.room_id === null)).toBe(true);
  expect(outcome.warnings).toEqual([]);
});

test.each([
  ['one bell plan: one group per period', WEEK.slice(0, 2), [1, 1]],
  ['a long period chains the two it overlaps', [...WEEK.slice(0, 2), LONG[0]!], [3]],
  ['days apart', [WEEK[0]!, WEEK[2]!], [1, 1]],
])('groups of overlapping times: %s', (_name, slots, sizes) => {
  expect(overlapGroups(slots.map((s) => ({ slot: s }))).map((g) => g.length)).toEqual(sizes);
});
