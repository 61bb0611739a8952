/**
 * Saving a class-section's timetable (`PUT /api/timetables`): each cell checked against the
 * school's facts (a lesson period of the class's plan that weekday, a subject of the class, a
 * room of the school), then the hard clashes against every other class-section's lessons in
 * force during the version's span (rules/clashes.ts, refused 422 naming the other class), then
 * written as the published version effective from the date; the soft warnings are answered.
 */
import { and, eq, sql } from 'drizzle-orm';
import { WEEKDAYS } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  classSubjectLoads,
  teacherLimits,
  timetableCells,
  timetableVersions,
} from '../../../db/schema/timetable';
import { validationFailed } from '../../http/errors';
import { apiMessage, type ApiMessage } from '../../http/messages';
import { hardClashes, type Clash } from './rules/clashes';
import type { Lesson } from './rules/lessons';
import { nextStart, versionOn, versionsMeeting } from './rules/versions';
import { classWarnings, teacherLoadWarnings, type Limits, type Warning } from './rules/warnings';
import type { CellBody } from './schemas';
import { lessonOf, lessonsOfVersions, planFor, userNames, type SchoolFacts } from './store';
import type { TimetableSection } from '../academics';

/** An ISO weekday as the messages' `{day, select, monday {…} …}` key. */
const dayKey = (day: number) => WEEKDAYS[day % 7] ?? 'monday';

/** 422 naming the first cell that does not fit the school's facts. */
export function checkCells(
  facts: SchoolFacts,
  section: TimetableSection,
  cells: readonly CellBody[],
) {
  const seen = new Set<string>();
  cells.forEach((cell, i) => {
    const period = facts.periods.get(cell.period_id);
    const plan = planFor(facts, section.shiftId, cell.day);
    if (!period || period.kind !== 'period' || !plan || period.scheduleId !== plan.id)
      throw validationFailed({ [`cells.${i}.period_id`]: apiMessage('timetable.notAPeriod') });
    if (facts.classSubjects.get(cell.class_subject_id)?.classId !== section.classId)
      throw validationFailed({
        [`cells.${i}.class_subject_id`]: apiMessage('timetable.notOfClass'),
      });
    if (cell.room_id && !facts.rooms.has(cell.room_id))
      throw validationFailed({ [`cells.${i}.room_id`]: apiMessage('timetable.roomUnknown') });
    const key = `${cell.day}:${cell.period_id}`;
    if (seen.has(key))
      throw validationFailed({ [`cells.${i}.period_id`]: apiMessage('timetable.cellTwice') });
    seen.add(key);
  });
}

async function clashMessage(tx: Executor, facts: SchoolFacts, clash: Clash): Promise<ApiMessage> {
  const values = {
    class: clash.other.classSection,
    subject: clash.other.subject,
    day: dayKey(clash.lesson.day),
    period: clash.lesson.period,
  };
  if (clash.kind === 'room')
    return apiMessage('timetable.roomClash', { ...values, room: facts.rooms.get(clash.who) ?? '' });
  const names = await userNames(tx, facts.schoolId, [clash.who]);
  return apiMessage('timetable.teacherClash', { ...values, teacher: names.get(clash.who) ?? '' });
}

/** The lessons of every class-section but this one in force at some date of [from, until). */
async function othersMeeting(
  tx: Executor,
  facts: SchoolFacts,
  sectionId: number,
  from: string,
  until: string | null,
) {
  return lessonsOfVersions(tx, facts, versionsMeeting(facts.versions, sectionId, from, until));
}

export async function refuseClashes(
  tx: Executor,
  facts: SchoolFacts,
  mine: readonly Lesson[],
  sectionId: number,
  from: string,
) {
  const until = nextStart(facts.versions, sectionId, from);
  const [clash] = hardClashes(mine, await othersMeeting(tx, facts, sectionId, from, until));
  if (!clash) return;
  const index = mine.indexOf(clash.lesson);
  throw validationFailed({ [`cells.${index}`]: await clashMessage(tx, facts, clash) });
}

/** Writes the published version of the section from `from` (replacing that date's cells). */
export async function writeVersion(
  tx: Executor,
  schoolId: number,
  sectionId: number,
  from: string,
  cells: readonly CellBody[],
  userId: number,
): Promise<{ id: number; created: boolean }> {
  const [existing] = await tx
    .select({ id: timetableVersions.id })
    .from(timetableVersions)
    .where(
      and(
        eq(timetableVersions.schoolId, schoolId),
        eq(timetableVersions.classSectionId, sectionId),
        eq(timetableVersions.effectiveFrom, from),
        eq(timetableVersions.status, 'published'),
      ),
    );
  const id =
    existing?.id ??
    oneRow(
      await tx
        .insert(timetableVersions)
        .values({
          schoolId,
          classSectionId: sectionId,
          effectiveFrom: from,
          status: 'published',
          createdByUserId: userId,
          publishedAt: sql`now()`,
          publishedByUserId: userId,
        })
        .returning({ id: timetableVersions.id }),
      'inserting one timetable version',
    ).id;
  if (existing) {
    await tx
      .delete(timetableCells)
      .where(and(eq(timetableCells.schoolId, schoolId), eq(timetableCells.versionId, id)));
    await tx
      .update(timetableVersions)
      .set({ updatedAt: sql`now()`, publishedByUserId: userId, publishedAt: sql`now()` })
      .where(and(eq(timetableVersions.schoolId, schoolId), eq(timetableVersions.id, id)));
  }
  if (cells.length)
    await tx.insert(timetableCells).values(
      cells.map((c) => ({
        schoolId,
        versionId: id,
        day: c.day,
        periodId: c.period_id,
        classSubjectId: c.class_subject_id,
        roomId: c.room_id ?? null,
      })),
    );
  return { id, created: !existing };
}

/** The cells as the rules' lessons, in the body's order. */
export const lessonsOfCells = (facts: SchoolFacts, sectionId: number, cells: readonly CellBody[]) =>
  cells.map((c) =>
    lessonOf(facts, sectionId, {
      day: c.day,
      periodId: c.period_id,
      classSubjectId: c.class_subject_id,
      roomId: c.room_id ?? null,
    }),
  );

/** The soft warnings of a saved version, counted over the school in force on its first date. */
export async function warningsOf(
  tx: Executor,
  facts: SchoolFacts,
  section: TimetableSection,
  mine: readonly Lesson[],
  from: string,
): Promise<ApiMessage[]> {
  const schoolId = facts.schoolId;
  const inForce = [...facts.sections.keys()]
    .filter((id) => id !== section.id)
    .flatMap((id) => versionOn(facts.versions, id, from) ?? []);
  const school = [...mine, ...(await lessonsOfVersions(tx, facts, inForce))];
  const [limitRows, loadRows] = await Promise.all([
    tx.select().from(teacherLimits).where(eq(teacherLimits.schoolId, schoolId)),
    tx.select().from(classSubjectLoads).where(eq(classSubjectLoads.schoolId, schoolId)),
  ]);
  const limits = new Map<number, Limits>(limitRows.map((l) => [l.teacherUserId, l]));
  const loads = new Map(
    loadRows
      .filter((l) => facts.classSubjects.get(l.classSubjectId)?.classId === section.classId)
      .map((l) => [l.classSubjectId, l.periodsPerWeek]),
  );
  const found = [...classWarnings(section.id, mine, loads), ...teacherLoadWarnings(school, limits)];
  const names = await userNames(
    tx,
    schoolId,
    found.flatMap((w) => ('teacherId' in w ? [w.teacherId] : [])),
  );
  return found.map((w) => warningMessage(w, facts, names));
}

function warningMessage(w: Warning, facts: SchoolFacts, names: Map<number, string>): ApiMessage {
  switch (w.code) {
    case 'teacherOverDay':
      return apiMessage('timetable.warn.teacherOverDay', {
        teacher: names.get(w.teacherId) ?? '',
        day: dayKey(w.day),
        count: w.count,
        max: w.max,
      });
    case 'teacherOverWeek':
      return apiMessage('timetable.warn.teacherOverWeek', {
        teacher: names.get(w.teacherId) ?? '',
        count: w.count,
        max: w.max,
      });
    case 'subjectTwiceOnDay':
      return apiMessage('timetable.warn.subjectTwiceOnDay', {
        subject:
          [...facts.classSubjects.values()].find((c) => c.subjectId === w.subjectId)?.subject ?? '',
        day: dayKey(w.day),
      });
    case 'subjectShort':
      return apiMessage('timetable.warn.subjectShort', {
        subject: facts.classSubjects.get(w.classSubjectId)?.subject ?? '',
        count: w.count,
        required: w.required,
      });
  }
}
