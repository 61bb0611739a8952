/**
 * The school's timetable facts read once per request and turned into the rules' lessons:
 * class-sections with their shift, bell plans with their days and periods, class-subjects with
 * their subject and teachers, rooms, and the versions with their cells. A school holds tens of
 * class-sections and a few hundred cells per version, so one read of each table is cheaper and
 * simpler than a query per check.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  bellPeriods,
  bellScheduleDays,
  bellSchedules,
  rooms,
  timetableCells,
  timetableVersions,
} from '../../../db/schema/timetable';
import { classSubjectsOf, timetableSections, type TimetableSection } from '../academics';
import { userNamesView } from '../identity';
import { subjectTeacherPairs } from '../people';
import { isoWeekday, type Lesson } from './rules/lessons';
import { versionOn, type VersionRef } from './rules/versions';

export type PeriodRow = {
  id: number;
  scheduleId: number;
  position: number;
  name: string;
  kind: 'period' | 'break';
  start: string;
  end: string;
};
export type PlanRow = { id: number; name: string; shiftId: number | null; days: number[] };
export type ClassSubjectRow = { id: number; classId: number; subjectId: number; subject: string };
export type CellRow = {
  versionId: number;
  day: number;
  periodId: number;
  classSubjectId: number;
  roomId: number | null;
};

export type SchoolFacts = {
  schoolId: number;
  sections: Map<number, TimetableSection>;
  plans: PlanRow[];
  periods: Map<number, PeriodRow>;
  classSubjects: Map<number, ClassSubjectRow>;
  teachers: Map<number, number[]>;
  rooms: Map<number, string>;
  versions: VersionRef[];
};

export function readPlans(tx: Executor, schoolId: number) {
  return Promise.all([
    tx
      .select({ id: bellSchedules.id, name: bellSchedules.name, shiftId: bellSchedules.shiftId })
      .from(bellSchedules)
      .where(eq(bellSchedules.schoolId, schoolId))
      .orderBy(asc(bellSchedules.id)),
    tx
      .select({ scheduleId: bellScheduleDays.bellScheduleId, day: bellScheduleDays.day })
      .from(bellScheduleDays)
      .where(eq(bellScheduleDays.schoolId, schoolId)),
    tx
      .select({
        id: bellPeriods.id,
        scheduleId: bellPeriods.bellScheduleId,
        position: bellPeriods.position,
        name: bellPeriods.name,
        kind: bellPeriods.kind,
        start: bellPeriods.startTime,
        end: bellPeriods.endTime,
      })
      .from(bellPeriods)
      .where(eq(bellPeriods.schoolId, schoolId))
      .orderBy(asc(bellPeriods.bellScheduleId), asc(bellPeriods.position)),
  ]).then(([schedules, days, periods]) => ({
    plans: schedules.map((s) => ({
      ...s,
      days: days
        .filter((d) => d.scheduleId === s.id)
        .map((d) => d.day)
        .sort(),
    })),
    periods: periods as PeriodRow[],
  }));
}

export function readVersions(tx: Executor, schoolId: number): Promise<VersionRef[]> {
  return tx
    .select({
      id: timetableVersions.id,
      classSectionId: timetableVersions.classSectionId,
      effectiveFrom: timetableVersions.effectiveFrom,
      status: timetableVersions.status,
    })
    .from(timetableVersions)
    .where(eq(timetableVersions.schoolId, schoolId))
    .orderBy(asc(timetableVersions.effectiveFrom), asc(timetableVersions.id));
}

export async function readCells(
  tx: Executor,
  schoolId: number,
  versionIds: readonly number[],
): Promise<CellRow[]> {
  if (!versionIds.length) return [];
  return tx
    .select({
      versionId: timetableCells.versionId,
      day: timetableCells.day,
      periodId: timetableCells.periodId,
      classSubjectId: timetableCells.classSubjectId,
      roomId: timetableCells.roomId,
    })
    .from(timetableCells)
    .where(
      and(
        eq(timetableCells.schoolId, schoolId),
        inArray(timetableCells.versionId, [...versionIds]),
      ),
    )
    .orderBy(asc(timetableCells.day), asc(timetableCells.periodId));
}

export async function readFacts(tx: Executor, schoolId: number): Promise<SchoolFacts> {
  const sections = await timetableSections(tx, schoolId);
  const [{ plans, periods }, classSubjects, pairs, roomRows, versions] = await Promise.all([
    readPlans(tx, schoolId),
    classSubjectsOf(tx, schoolId, 'all'),
    subjectTeacherPairs(tx, schoolId),
    tx.select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.schoolId, schoolId)),
    readVersions(tx, schoolId),
  ]);
  const teachers = new Map<number, number[]>();
  for (const p of pairs)
    teachers.set(p.classSubjectId, [...(teachers.get(p.classSubjectId) ?? []), p.teacherUserId]);
  return {
    schoolId,
    sections: new Map(sections.map((s) => [s.id, s])),
    plans,
    periods: new Map(periods.map((p) => [p.id, p])),
    classSubjects: new Map(classSubjects.map((c) => [c.id, c])),
    teachers,
    rooms: new Map(roomRows.map((r) => [r.id, r.name])),
    versions,
  };
}

/** The bell plan a class-section follows on a weekday: its class's shift's plan for that day. */
export function planFor(facts: SchoolFacts, shiftId: number | null, day: number) {
  return facts.plans.find((p) => p.shiftId === shiftId && p.days.includes(day));
}

/** A cell as the rules see it (the cell was checked against the facts when it was saved). */
export function lessonOf(
  facts: SchoolFacts,
  classSectionId: number,
  cell: Omit<CellRow, 'versionId'>,
): Lesson {
  const period = facts.periods.get(cell.periodId);
  const classSubject = facts.classSubjects.get(cell.classSubjectId);
  return {
    classSectionId,
    classSection: facts.sections.get(classSectionId)?.name ?? '',
    classSubjectId: cell.classSubjectId,
    subjectId: classSubject?.subjectId ?? 0,
    subject: classSubject?.subject ?? '',
    day: cell.day,
    periodId: cell.periodId,
    period: period?.name ?? '',
    start: period?.start ?? '00:00:00',
    end: period?.end ?? '00:00:00',
    teacherIds: facts.teachers.get(cell.classSubjectId) ?? [],
    roomId: cell.roomId ?? null,
  };
}

/** The lessons of these versions, each version's under its class-section. */
export async function lessonsOfVersions(
  tx: Executor,
  facts: SchoolFacts,
  versions: readonly VersionRef[],
): Promise<Lesson[]> {
  const sectionOf = new Map(versions.map((v) => [v.id, v.classSectionId]));
  const cells = await readCells(
    tx,
    facts.schoolId,
    versions.map((v) => v.id),
  );
  return cells.map((c) => lessonOf(facts, sectionOf.get(c.versionId) ?? 0, c));
}

/** Users' names by id (teachers, substitutes). */
export async function userNames(tx: Executor, schoolId: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const view = userNamesView('timetable_user_names');
  const rows = await tx
    .select({ id: view.id, name: view.name })
    .from(view)
    .where(and(eq(view.schoolId, schoolId), inArray(view.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The lessons held on each of these dates: per class-section the version in force that date,
 * its cells of that weekday (holidays are the caller's to skip).
 */
export async function lessonsOnDates(
  tx: Executor,
  facts: SchoolFacts,
  dates: readonly string[],
): Promise<Map<string, Lesson[]>> {
  const inForce = new Map(
    dates.map((date) => [
      date,
      [...facts.sections.keys()].flatMap((id) => versionOn(facts.versions, id, date) ?? []),
    ]),
  );
  const versions = [...new Map([...inForce.values()].flat().map((v) => [v.id, v])).values()];
  const sectionOf = new Map(versions.map((v) => [v.id, v.classSectionId]));
  const cells = await readCells(
    tx,
    facts.schoolId,
    versions.map((v) => v.id),
  );
  return new Map(
    dates.map((date) => {
      const ids = new Set(inForce.get(date)?.map((v) => v.id));
      const day = isoWeekday(date);
      const lessons = cells
        .filter((c) => ids.has(c.versionId) && c.day === day)
        .map((c) => lessonOf(facts, sectionOf.get(c.versionId) ?? 0, c))
        .sort((a, b) =>
          a.start < b.start ? -1 : a.start > b.start ? 1 : a.classSectionId - b.classSectionId,
        );
      return [date, lessons];
    }),
  );
}
