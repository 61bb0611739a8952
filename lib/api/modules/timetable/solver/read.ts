/**
 * The solver's instance read from the school's tables: the class-sections asked for (all by
 * default) with their own plan's lesson periods and their class's loads, each class-subject's
 * teachers, the teachers' limits and unavailability, and the lessons in force on the
 * effective date of every class-section not drafted (their teachers and rooms are taken then).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import {
  classSubjectLoads,
  teacherLimits,
  teacherUnavailability,
} from '../../../../db/schema/timetable';
import { versionOn } from '../rules/versions';
import {
  lessonsOfVersions,
  planFor,
  readCells,
  readFacts,
  userNames,
  type SchoolFacts,
} from '../store';
import type { SolverInstance, SolverSection, Taken } from './instance';

/** The room most of the section's lessons in force are held in: its home room. */
async function homeRoom(tx: Executor, facts: SchoolFacts, sectionId: number, date: string) {
  const version =
    versionOn(facts.versions, sectionId, date) ??
    facts.versions.filter((v) => v.classSectionId === sectionId && v.status === 'published').at(-1);
  if (!version) return null;
  const counts = new Map<number, number>();
  for (const cell of await readCells(tx, facts.schoolId, [version.id]))
    if (cell.roomId !== null) counts.set(cell.roomId, (counts.get(cell.roomId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function slotsOf(facts: SchoolFacts, shiftId: number | null) {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((day) => {
    const plan = planFor(facts, shiftId, day);
    if (!plan) return [];
    return [...facts.periods.values()]
      .filter((p) => p.scheduleId === plan.id && p.kind === 'period')
      .map((p) => ({ day, periodId: p.id, start: p.start, end: p.end }));
  });
}

export async function readInstance(
  tx: Executor,
  schoolId: number,
  effectiveFrom: string,
  sectionIds: readonly number[] | null,
): Promise<SolverInstance> {
  const facts = await readFacts(tx, schoolId);
  const [loadRows, limitRows, unavailable] = await Promise.all([
    tx.select().from(classSubjectLoads).where(eq(classSubjectLoads.schoolId, schoolId)),
    tx.select().from(teacherLimits).where(eq(teacherLimits.schoolId, schoolId)),
    tx.select().from(teacherUnavailability).where(eq(teacherUnavailability.schoolId, schoolId)),
  ]);
  const loads = new Map(loadRows.map((l) => [l.classSubjectId, l.periodsPerWeek]));
  const chosen = [...facts.sections.values()].filter(
    (s) => sectionIds === null || sectionIds.includes(s.id),
  );
  const sections: SolverSection[] = [];
  for (const section of chosen) {
    const lessons = [...facts.classSubjects.values()]
      .filter((cs) => cs.classId === section.classId && loads.has(cs.id))
      .map((cs) => ({
        classSubjectId: cs.id,
        subjectId: cs.subjectId,
        subject: cs.subject,
        load: loads.get(cs.id) ?? 0,
        teacherIds: facts.teachers.get(cs.id) ?? [],
      }));
    // A class-section none of whose subjects has periods per week has nothing to draft: an
    // empty draft, published, would empty its timetable.
    if (!lessons.length) continue;
    sections.push({
      id: section.id,
      name: section.name,
      slots: slotsOf(facts, section.shiftId),
      roomId: await homeRoom(tx, facts, section.id, effectiveFrom),
      lessons,
    });
  }
  const drafted = new Set(sections.map((s) => s.id));
  const others = [...facts.sections.keys()]
    .filter((id) => !drafted.has(id))
    .flatMap((id) => versionOn(facts.versions, id, effectiveFrom) ?? []);
  const taken: Taken[] = [
    ...(await lessonsOfVersions(tx, facts, others)).map((l) => ({
      teacherIds: l.teacherIds,
      roomId: l.roomId,
      day: l.day,
      start: l.start,
      end: l.end,
      lesson: true,
    })),
    ...unavailable.map((u) => ({
      teacherIds: [u.teacherUserId],
      roomId: null,
      day: u.day,
      start: u.startTime,
      end: u.endTime,
      lesson: false,
    })),
  ];
  const teacherIds = [...new Set(sections.flatMap((s) => s.lessons.flatMap((l) => l.teacherIds)))];
  const names = await userNames(tx, schoolId, teacherIds);
  const limits = new Map(limitRows.map((l) => [l.teacherUserId, l]));
  return {
    sections,
    taken,
    teachers: new Map(
      teacherIds.map((id) => [
        id,
        {
          name: names.get(id) ?? '',
          maxPerDay: limits.get(id)?.maxPerDay ?? null,
          maxPerWeek: limits.get(id)?.maxPerWeek ?? null,
        },
      ]),
    ),
  };
}
