/**
 * Soft rules: answered beside a saved timetable, never refusing it. A teacher over their
 * maximum periods per day or week (counted over every class-section's lessons in force), a
 * subject twice on one day in a class-section, a subject short of its periods per week.
 */
import type { Lesson } from './lessons';

export type Limits = { maxPerDay: number | null; maxPerWeek: number | null };

export type Warning =
  | { code: 'teacherOverDay'; teacherId: number; day: number; count: number; max: number }
  | { code: 'teacherOverWeek'; teacherId: number; count: number; max: number }
  | { code: 'subjectTwiceOnDay'; classSectionId: number; subjectId: number; day: number }
  | {
      code: 'subjectShort';
      classSectionId: number;
      classSubjectId: number;
      count: number;
      required: number;
    };

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Teachers over their limits, counting every lesson in `school` (all class-sections in force). */
export function teacherLoadWarnings(
  school: readonly Lesson[],
  limits: ReadonlyMap<number, Limits>,
): Warning[] {
  const found: Warning[] = [];
  for (const [teacherId, limit] of limits) {
    const theirs = school.filter((l) => l.teacherIds.includes(teacherId));
    if (limit.maxPerWeek !== null && theirs.length > limit.maxPerWeek)
      found.push({
        code: 'teacherOverWeek',
        teacherId,
        count: theirs.length,
        max: limit.maxPerWeek,
      });
    if (limit.maxPerDay === null) continue;
    for (const [day, count] of countBy(theirs, (l) => String(l.day)))
      if (count > limit.maxPerDay)
        found.push({
          code: 'teacherOverDay',
          teacherId,
          day: Number(day),
          count,
          max: limit.maxPerDay,
        });
  }
  return found;
}

/** A class-section's own timetable: a subject twice on a day, a subject short of its load. */
export function classWarnings(
  classSectionId: number,
  mine: readonly Lesson[],
  loads: ReadonlyMap<number, number>,
): Warning[] {
  const found: Warning[] = [];
  for (const [key, count] of countBy(mine, (l) => `${l.subjectId}:${l.day}`))
    if (count > 1) {
      const [subjectId, day] = key.split(':').map(Number) as [number, number];
      found.push({ code: 'subjectTwiceOnDay', classSectionId, subjectId, day });
    }
  const given = countBy(mine, (l) => String(l.classSubjectId));
  for (const [classSubjectId, required] of loads) {
    const count = given.get(String(classSubjectId)) ?? 0;
    if (count < required)
      found.push({ code: 'subjectShort', classSectionId, classSubjectId, count, required });
  }
  return found;
}
