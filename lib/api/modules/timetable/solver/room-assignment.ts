/**
 * Rooms chosen once the timetable's times are (solve.ts, after the main model). A lesson's
 * room must fit its class-section (capacity ≥ its students when both are known), be free of
 * the lessons in force of the class-sections not drafted, and hold no other drafted lesson
 * whose times overlap (times, as rules/clashes.ts); the section's home room is preferred.
 *
 * Why a second step and not rooms inside the main model: a room multiplies the main model's
 * columns by the number of rooms for a question that hardly interacts with the times (a
 * school's rooms usually outnumber the class-sections taught at once), and HiGHS's time is
 * the 60 s budget. After the times are fixed the question falls apart by weekday into
 * groups of lessons whose times overlap one another (a single bell plan: one group per
 * period). A group where every lesson's home room fits, is free and is its own keeps them all
 * at once (the demo school: every group); the others are one small assignment model for HiGHS:
 * a binary per (lesson, room that fits and is free), each lesson one room or none, each room
 * one lesson at any moment (the main model's clash rows), a room other than the home room
 * costing 1 and no room NO_ROOM_WEIGHT. So a lesson is left without a room only when, at its
 * time, fewer fitting rooms are free than lessons need them — and the draft says so
 * (`lessonNoRoom`), never silently.
 */
import { meets } from '../rules/lessons';
import { solveOnThread } from './highs-thread';
import type {
  DraftCell,
  DraftedSection,
  Problem,
  SolverInstance,
  SolverRoom,
  SolverSection,
  SolverSlot,
} from './instance';
import { clashRows, push, sumOf, type Row, type Use } from './model';

/** No room costs more than every lesson moved out of its home room together. */
const NO_ROOM_WEIGHT = 1000;

/** A drafted lesson to house: where it is in the draft, its time and what it needs. */
type Lesson = {
  /** `${section}:${cell}`: the lesson's place in the draft. */
  key: string;
  given: SolverSection;
  cell: DraftCell;
  slot: SolverSlot;
  home: number | null;
  /** Rooms that fit it and are free of the lessons of sections not drafted at its time. */
  rooms: readonly number[];
};

const fits = (room: SolverRoom, students: number | null) =>
  room.capacity === null || students === null || room.capacity >= students;

/** The drafted lessons with the rooms open to each. */
function lessonsOf(instance: SolverInstance, drafted: readonly DraftedSection[]): Lesson[] {
  return instance.sections.flatMap((given, s) =>
    (drafted[s]?.cells ?? []).flatMap((cell, c) => {
      const slot = given.slots.find((x) => x.day === cell.day && x.periodId === cell.period_id);
      if (!slot) return [];
      const rooms = instance.rooms
        .filter(
          (room) =>
            fits(room, given.students) &&
            !instance.taken.some((t) => t.roomId === room.id && meets(slot, t)),
        )
        .map((room) => room.id);
      return [{ key: `${s}:${c}`, given, cell, slot, home: given.roomId, rooms }];
    }),
  );
}

/** Per weekday, the groups of lessons whose times overlap one another, chained. */
export function overlapGroups<T extends { slot: Pick<SolverSlot, 'day' | 'start' | 'end'> }>(
  lessons: readonly T[],
): T[][] {
  const sorted = [...lessons].sort(
    (a, b) => a.slot.day - b.slot.day || (a.slot.start < b.slot.start ? -1 : 1),
  );
  const groups: T[][] = [];
  let current: T[] = [];
  let end = '';
  for (const lesson of sorted) {
    const first = current[0];
    if (!first || lesson.slot.day !== first.slot.day || lesson.slot.start >= end) {
      current = [];
      groups.push(current);
      end = '';
    }
    current.push(lesson);
    if (lesson.slot.end > end) end = lesson.slot.end;
  }
  return groups;
}

/** Every lesson of the group in its own home room, if each fits, is free and is not shared. */
function homesWhole(group: readonly Lesson[]): Map<Lesson, number> | null {
  const homes = new Map<Lesson, number>();
  for (const lesson of group) {
    if (lesson.home === null || !lesson.rooms.includes(lesson.home)) return null;
    if (
      group.some(
        (other) => other !== lesson && other.home === lesson.home && meets(other.slot, lesson.slot),
      )
    )
      return null;
    homes.set(lesson, lesson.home);
  }
  return homes;
}

/** The assignment model of the groups no home room settles, solved by HiGHS. */
async function assignByModel(lessons: readonly Lesson[]): Promise<Map<Lesson, number>> {
  const rows: Row[] = [];
  const costs: string[] = [];
  const columns: { name: string; lesson: Lesson; room: number }[] = [];
  const byRoom = new Map<string, Use[]>();
  lessons.forEach((lesson, i) => {
    const none = `none_${i}`;
    costs.push(`${NO_ROOM_WEIGHT} ${none}`);
    const mine = lesson.rooms.map((room) => {
      const name = `a_${i}_${room}`;
      columns.push({ name, lesson, room });
      if (room !== lesson.home) costs.push(name);
      push(byRoom, `r${room}`, { placement: { name }, slot: lesson.slot });
      return name;
    });
    rows.push({ name: `one_${i}`, terms: [...mine, none], sense: '=', rhs: 1 });
  });
  rows.push(...clashRows(byRoom));
  const text = [
    'Minimize',
    ` obj: ${sumOf(costs)}`,
    'Subject To',
    ...rows.map((r) => ` ${r.name}: ${sumOf(r.terms)} ${r.sense} ${r.rhs}`),
    'Bounds',
    ...lessons.map((_, i) => ` none_${i} >= 0`),
    ...(columns.length ? ['Binary', ...columns.map((c) => ` ${c.name}`)] : []),
    'End',
  ].join('\n');
  const answer = await solveOnThread(text, { output_flag: false, time_limit: 10 });
  const chosen = new Map<Lesson, number>();
  for (const c of columns)
    if ((answer.Columns[c.name]?.Primal ?? 0) > 0.5) chosen.set(c.lesson, c.room);
  return chosen;
}

/**
 * The drafted sections with a room on each lesson, and a `lessonNoRoom` warning for each lesson
 * left without one. A school without rooms gets its lessons without rooms and no warning.
 */
export async function assignRooms(
  instance: SolverInstance,
  drafted: readonly DraftedSection[],
): Promise<{ sections: DraftedSection[]; warnings: Problem[] }> {
  if (!instance.rooms.length) return { sections: [...drafted], warnings: [] };
  const lessons = lessonsOf(instance, drafted);
  const chosen = new Map<Lesson, number>();
  const unsettled: Lesson[] = [];
  for (const group of overlapGroups(lessons)) {
    const homes = homesWhole(group);
    if (homes) for (const [lesson, room] of homes) chosen.set(lesson, room);
    else unsettled.push(...group);
  }
  if (unsettled.length) for (const [l, room] of await assignByModel(unsettled)) chosen.set(l, room);
  const roomOf = new Map([...chosen].map(([l, room]) => [l.key, room]));
  const sections = drafted.map((section, s) => ({
    ...section,
    cells: section.cells.map((cell, c) => ({ ...cell, room_id: roomOf.get(`${s}:${c}`) ?? null })),
  }));
  const warnings = lessons
    .filter((l) => !chosen.has(l))
    .map((l) => {
      const subject = l.given.lessons.find((x) => x.classSubjectId === l.cell.class_subject_id);
      return {
        code: 'lessonNoRoom' as const,
        values: {
          class_section: l.given.name,
          subject: subject?.subject ?? '',
          day: l.slot.day,
          period: l.slot.period,
          parallel: lessons.filter((other) => meets(other.slot, l.slot)).length,
          rooms: l.rooms.length,
        },
      };
    });
  return { sections, warnings };
}
