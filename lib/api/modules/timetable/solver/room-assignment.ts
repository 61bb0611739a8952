/**
 * Rooms chosen once the timetable's times are (solve.ts, after the main model). A lesson's
 * room must fit its class-section (capacity ≥ its students when both are known), be free of
 * the lessons in force of the class-sections not drafted, and hold no other drafted lesson
 * whose times overlap (times, as rules/clashes.ts); the section's home room is preferred.
 *
 * Why a second step and not rooms inside the main model: a room multiplies the main model's
 * columns by the number of rooms for a question that hardly interacts with the times (a
 * school's rooms usually outnumber the class-sections taught at once), and HiGHS's time is
 * the issue's 60 s budget. After the times are fixed the question falls apart by weekday into
 * groups of lessons whose times overlap, chained. A group taught all at once (a single bell
 * plan: one group per period) is an assignment of lessons to rooms, solved exactly and at once
 * by the Hungarian method (home room 0, another room 1, no room NO_ROOM_WEIGHT). A chained group
 * (two shifts' bells overlapping) is housed greedily in start order; if that leaves a lesson
 * without a room, those groups go to a small HiGHS model: a binary per (lesson, room that fits
 * and is free), each lesson one room or none, each room one lesson at any moment (the main
 * model's clash rows), with the same costs. So a lesson is left without a room only when, at
 * its time, fewer fitting rooms are free than lessons need them — and the draft says so
 * (`lessonNoRoom`), never silently.
 */
import { meets } from '../rules/lessons';
import { leastCostAssignment } from './assignment';
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

/** The chained groups' model stops here; the greedy answer stands if it found none better. */
const MODEL_SECONDS = 10;

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

/** Whether every lesson of the group meets every other (all hold one moment in common). */
const allAtOnce = (group: readonly Lesson[]) =>
  group.reduce((latest, l) => (l.slot.start > latest ? l.slot.start : latest), '') <
  group.reduce((earliest, l) => (l.slot.end < earliest ? l.slot.end : earliest), '~');

/** A room outside a lesson's open rooms: never chosen over leaving it without one. */
const CLOSED = 1e9;

/**
 * Lessons taught all at once (a bell plan's period): each room holds one of them, so this is an
 * assignment of lessons to rooms at least cost, exact and instant (assignment.ts): home room
 * 0, another open room 1, a column of its own for "no room" at NO_ROOM_WEIGHT.
 */
function assignAtOnce(group: readonly Lesson[]): Map<Lesson, number> {
  const rooms = [...new Set(group.flatMap((l) => l.rooms))];
  const cost = group.map((lesson, i) => [
    ...rooms.map((room) => (!lesson.rooms.includes(room) ? CLOSED : room === lesson.home ? 0 : 1)),
    ...group.map((_, k) => (k === i ? NO_ROOM_WEIGHT : CLOSED)),
  ]);
  const chosen = new Map<Lesson, number>();
  leastCostAssignment(cost).forEach((column, i) => {
    const lesson = group[i];
    const room = rooms[column];
    if (lesson && room !== undefined && lesson.rooms.includes(room)) chosen.set(lesson, room);
  });
  return chosen;
}

/** Lessons in start order, each its home room if free then, else the smallest free that fits. */
function assignGreedily(group: readonly Lesson[], capacity: ReadonlyMap<number, number>) {
  const chosen = new Map<Lesson, number>();
  const size = (room: number) => capacity.get(room) ?? Infinity;
  for (const lesson of [...group].sort((a, b) => (a.slot.start < b.slot.start ? -1 : 1))) {
    const free = lesson.rooms.filter(
      (room) => ![...chosen].some(([other, r]) => r === room && meets(other.slot, lesson.slot)),
    );
    const room =
      lesson.home !== null && free.includes(lesson.home)
        ? lesson.home
        : free.sort((a, b) => size(a) - size(b))[0];
    if (room !== undefined) chosen.set(lesson, room);
  }
  return chosen;
}

/**
 * Lessons whose times chain without one moment in common (two shifts' bells): the assignment
 * model solved by HiGHS, each room one lesson at any moment (the main model's clash rows).
 */
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
  const answer = await solveOnThread(text, { output_flag: false, time_limit: MODEL_SECONDS });
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
  const capacity = new Map(instance.rooms.map((r) => [r.id, r.capacity ?? Infinity]));
  const chosen = new Map<Lesson, number>();
  const chained: Lesson[] = [];
  for (const group of overlapGroups(lessons)) {
    const settled = allAtOnce(group) ? assignAtOnce(group) : assignGreedily(group, capacity);
    for (const [lesson, room] of settled) chosen.set(lesson, room);
    if (settled.size < group.length && !allAtOnce(group)) chained.push(...group);
  }
  // Chained groups the greedy pass left a lesson of without a room: the exact model, kept
  // when it houses more (it may stop at its time limit without an answer).
  if (chained.length) {
    const modelled = await assignByModel(chained);
    const housedBefore = chained.filter((l) => chosen.has(l)).length;
    if (modelled.size > housedBefore) {
      for (const lesson of chained) chosen.delete(lesson);
      for (const [lesson, room] of modelled) chosen.set(lesson, room);
    }
  }
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
