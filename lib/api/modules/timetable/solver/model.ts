/**
 * The timetable as a mixed-integer program, in CPLEX LP text for HiGHS (solve.ts).
 *
 * One binary x[section, lesson, slot] per lesson period of the section's own plan where the
 * lesson's teachers are free (unavailability and lessons of sections not drafted are left out
 * rather than constrained); rooms are chosen afterwards (room-assignment.ts). Hard rows:
 * - load: each class-subject's lessons in the section plus its shortfall equal its load — the
 *   shortfall is heavily penalised, so the model always has a solution and a shortfall left in
 *   the best one names the class-subject that cannot be placed (the elastic form of "exactly");
 * - cell: a section's period holds at most one lesson;
 * - clash: a teacher takes at most one lesson at any moment — for each weekday and
 *   each start time, the lessons whose times cover it (times, not period ids, as
 *   rules/clashes.ts: two shifts' plans differ; on a line, intervals that pairwise overlap all
 *   cover the latest start, so these rows are every clique);
 * - a teacher's maximum per day and per week, less what they already teach elsewhere.
 * Soft, penalised by one: a subject more than once on a day in a section.
 */
import { slotFree } from './precheck';
import type { SolverInstance, SolverSlot } from './instance';

/** A shortfall weighs more than every soft repeat together could. */
export const SHORTFALL_WEIGHT = 1000;

/** A lesson of a section in one of its periods: a binary column of the model. */
export type Placement = {
  name: string;
  section: number;
  lesson: number;
  day: number;
  periodId: number;
  classSubjectId: number;
};

export type Model = {
  text: string;
  placements: Placement[];
  /** Shortfall column of each (section, lesson), by `${section}:${lesson}`. */
  shortfalls: Map<string, string>;
};

export type Row = { name: string; terms: string[]; sense: '<=' | '='; rhs: number };

/** A column used by a resource (teacher or room) in a slot, for the clash rows. */
export type Use = { placement: { name: string }; slot: Pick<SolverSlot, 'day' | 'start' | 'end'> };

const overlapsAt = (slot: Use['slot'], start: string) => slot.start <= start && start < slot.end;

/** Rows keeping each resource (teacher or room) to one lesson at any moment. */
export function clashRows(byResource: Map<string, Use[]>): Row[] {
  const rows: Row[] = [];
  for (const [resource, uses] of byResource)
    for (const day of new Set(uses.map((u) => u.slot.day))) {
      const ofDay = uses.filter((u) => u.slot.day === day);
      const seen = new Set<string>();
      for (const start of new Set(ofDay.map((u) => u.slot.start))) {
        const covering = ofDay
          .filter((u) => overlapsAt(u.slot, start))
          .map((u) => u.placement.name);
        const key = covering.join(' ');
        if (covering.length < 2 || seen.has(key)) continue;
        seen.add(key);
        rows.push({
          name: `clash_${resource}_${day}_${rows.length}`,
          terms: covering,
          sense: '<=',
          rhs: 1,
        });
      }
    }
  return rows;
}

/** Teacher maxima per day and per week, less their lessons in sections not drafted. */
function limitRows(
  instance: SolverInstance,
  byTeacher: Map<number, { placement: Placement; slot: SolverSlot }[]>,
): Row[] {
  const rows: Row[] = [];
  for (const [teacherId, uses] of byTeacher) {
    const limits = instance.teachers.get(teacherId);
    if (!limits) continue;
    const elsewhere = instance.taken.filter((t) => t.lesson && t.teacherIds.includes(teacherId));
    if (limits.maxPerWeek !== null)
      rows.push({
        name: `week_${teacherId}`,
        terms: uses.map((u) => u.placement.name),
        sense: '<=',
        rhs: Math.max(0, limits.maxPerWeek - elsewhere.length),
      });
    if (limits.maxPerDay !== null)
      for (const day of new Set(uses.map((u) => u.slot.day)))
        rows.push({
          name: `day_${teacherId}_${day}`,
          terms: uses.filter((u) => u.slot.day === day).map((u) => u.placement.name),
          sense: '<=',
          rhs: Math.max(0, limits.maxPerDay - elsewhere.filter((t) => t.day === day).length),
        });
  }
  return rows;
}

export const push = <K, V>(map: Map<K, V[]>, key: K, value: V) =>
  map.set(key, [...(map.get(key) ?? []), value]);

export function buildModel(instance: SolverInstance): Model {
  const placements: Placement[] = [];
  const shortfalls = new Map<string, string>();
  const rows: Row[] = [];
  const repeats: string[] = [];
  const byResource = new Map<string, Use[]>();
  const byTeacher = new Map<number, { placement: Placement; slot: SolverSlot }[]>();
  instance.sections.forEach((section, s) => {
    const inCell = new Map<number, string[]>();
    const bySubjectDay = new Map<string, string[]>();
    section.lessons.forEach((lesson, l) => {
      const mine: string[] = [];
      section.slots.forEach((slot, k) => {
        if (!slotFree(slot, lesson.teacherIds, instance.taken)) return;
        const placement = {
          name: `x_${s}_${l}_${k}`,
          section: s,
          lesson: l,
          day: slot.day,
          periodId: slot.periodId,
          classSubjectId: lesson.classSubjectId,
        };
        placements.push(placement);
        mine.push(placement.name);
        push(inCell, k, placement.name);
        push(bySubjectDay, `${lesson.subjectId}_${slot.day}`, placement.name);
        for (const id of lesson.teacherIds) {
          push(byResource, `t${id}`, { placement, slot });
          push(byTeacher, id, { placement, slot });
        }
      });
      const short = `short_${s}_${l}`;
      shortfalls.set(`${s}:${l}`, short);
      rows.push({ name: `load_${s}_${l}`, terms: [...mine, short], sense: '=', rhs: lesson.load });
    });
    for (const [k, names] of inCell)
      if (names.length > 1)
        rows.push({ name: `cell_${s}_${k}`, terms: names, sense: '<=', rhs: 1 });
    for (const [key, names] of bySubjectDay) {
      if (names.length < 2) continue;
      const repeat = `rep_${s}_${key}`;
      repeats.push(repeat);
      rows.push({ name: `once_${s}_${key}`, terms: [...names, `-${repeat}`], sense: '<=', rhs: 1 });
    }
  });
  rows.push(...clashRows(byResource), ...limitRows(instance, byTeacher));
  return { text: lpText(rows, placements, shortfalls, repeats), placements, shortfalls };
}

/** Terms joined as LP text writes them, one line each so no line grows without end. */
export const sumOf = (terms: readonly string[]) =>
  terms.map((t, i) => (t.startsWith('-') ? `- ${t.slice(1)}` : i === 0 ? t : `+ ${t}`)).join('\n ');

function lpText(
  rows: readonly Row[],
  placements: readonly Placement[],
  shortfalls: Map<string, string>,
  repeats: readonly string[],
): string {
  const objective = [
    ...[...shortfalls.values()].map((s) => `${SHORTFALL_WEIGHT} ${s}`),
    ...repeats,
  ];
  return [
    'Minimize',
    ` obj: ${objective.length ? sumOf(objective) : '0 dummy'}`,
    'Subject To',
    ...rows.map((r) => ` ${r.name}: ${sumOf(r.terms)} ${r.sense} ${r.rhs}`),
    'Bounds',
    ...[...shortfalls.values()].map((s) => ` ${s} >= 0`),
    ...repeats.map((r) => ` ${r} >= 0`),
    ...(placements.length ? ['Binary', ...placements.map((p) => ` ${p.name}`)] : []),
    'End',
  ].join('\n');
}
