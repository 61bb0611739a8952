/**
 * The solver's instance read from the school's tables: the class-sections asked for (all by
 * default) with their own plan's lesson periods and their class's loads, each class-subject's
 * teachers, the teachers' limits and unavailability, and the lessons in force on the
 * effective date of every class-section not drafted (their teachers and rooms are taken then),
 * the school's rooms with their capacity and each class-section's active students.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import {
  classSubjectLoads,
  rooms,
  teacherLimits,
  teacherUnavailability,
} from '../../../../db/schema/timetable';
import { activeStudentsBySection } from '../../people';
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

/**
 * Each section's home room: the room most of its lessons in force (or its latest published
 * version) are held in. One query for every section's cells.
 */
async function homeRooms(
  tx: Executor,
  facts: SchoolFacts,
  sectionIds: readonly number[],
  date: string,
): Promise<Map<number, number>> {
  const versions = sectionIds.flatMap(
    (id) =>
      versionOn(facts.versions, id, date) ??
      facts.versions.filter((v) => v.classSectionId === id && v.status === 'published').at(-1) ??
      [],
  );
  const sectionOf = new Map(versions.map((v) => [v.id, v.classSectionId]));
  const counts = new Map<number, Map<number, number>>();
  for (const cell of await readCells(tx, facts.schoolId, [...sectionOf.keys()])) {
    const section = sectionOf.get(cell.versionId);
    if (cell.roomId === null || section === undefined) continue;
    const mine = counts.get(section) ?? new Map<number, number>();
    mine.set(cell.roomId, (mine.get(cell.roomId) ?? 0) + 1);
    counts.set(section, mine);
  }
  const homes = new Map<number, number>();
  for (const [section, uses] of counts) {
    const most = [...uses].sort((a, b) => b[1] - a[1])[0];
    if (most) homes.set(section, most[0]);
  }
  return homes;
}

function slotsOf(facts: SchoolFacts, shiftId: number | null) {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((day) => {
    const plan = planFor(facts, shiftId, day);
    if (!plan) return [];
    return [...facts.periods.values()]
      .filter((p) => p.scheduleId === plan.id && p.kind === 'period')
      .map((p) => ({ day, periodId: p.id, start: p.start, end: p.end, period: p.name }));
  });
}

export async function readInstance(
  tx: Executor,
  schoolId: number,
  effectiveFrom: string,
  sectionIds: readonly number[] | null,
): Promise<SolverInstance> {
  const facts = await readFacts(tx, schoolId);
  const [loadRows, limitRows, unavailable, roomRows, students] = await Promise.all([
    tx.select().from(classSubjectLoads).where(eq(classSubjectLoads.schoolId, schoolId)),
    tx.select().from(teacherLimits).where(eq(teacherLimits.schoolId, schoolId)),
    tx.select().from(teacherUnavailability).where(eq(teacherUnavailability.schoolId, schoolId)),
    tx
      .select({ id: rooms.id, capacity: rooms.capacity })
      .from(rooms)
      .where(eq(rooms.schoolId, schoolId))
      .orderBy(rooms.id),
    activeStudentsBySection(tx, schoolId),
  ]);
  const loads = new Map(loadRows.map((l) => [l.classSubjectId, l.periodsPerWeek]));
  const chosen = [...facts.sections.values()].filter(
    (s) => sectionIds === null || sectionIds.includes(s.id),
  );
  const homes = await homeRooms(
    tx,
    facts,
    chosen.map((s) => s.id),
    effectiveFrom,
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
      roomId: homes.get(section.id) ?? null,
      students: students.get(section.id) ?? null,
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
    rooms: roomRows,
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
