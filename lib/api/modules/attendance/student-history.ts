/**
 * A student's own attendance (GET /api/student-attendance/students/{id}): every mark of a
 * range (by default this session year up to today), with totals, % and a line per month.
 * Staff who may list attendance read any student of the school; a guardian only their own
 * children (another child is "not found", as for any record one may not see).
 */
import { and, between, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { studentAttendance } from '../../../db/schema/attendance';
import { monthOf, todayIn, type IsoDate } from '../../../calendar';
import type { SchoolUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { classSectionsByIds, sessionYearOn } from '../academics';
import { guardianChildIds, studentPlacements } from '../people';
import { schoolCodes } from './codes';
import { attendancePercent, tallyOf } from './rules';
import { apiMessage } from '../../http/messages';

export async function mayReadStudent(db: Executor, caller: SchoolUser, studentId: number) {
  if (caller.staffPermissions.has('attendance-list')) return true;
  if (!caller.roles.includes('Guardian')) return false;
  return (await guardianChildIds(db, caller.school.id, caller.userId)).includes(studentId);
}

async function defaultRange(db: Executor, schoolId: number, today: IsoDate) {
  const session = await sessionYearOn(db, schoolId, today);
  if (!session) return { from: today, to: today };
  return { from: session.startDate, to: today < session.endDate ? today : session.endDate };
}

export async function studentHistory(
  db: Executor,
  caller: SchoolUser,
  studentId: number,
  query: { from?: IsoDate; to?: IsoDate },
) {
  const schoolId = caller.school.id;
  const placement = (await studentPlacements(db, schoolId, [studentId])).get(studentId);
  if (!placement || !(await mayReadStudent(db, caller, studentId))) throw notFound('student');
  const fallback = await defaultRange(db, schoolId, todayIn(caller.format.timeZone));
  const from = query.from ?? fallback.from;
  const to = query.to ?? fallback.to;
  if (to < from) throw validationFailed({ to: apiMessage('attendance.toBeforeFrom') });
  const marks = await db
    .select({
      date: studentAttendance.date,
      code_id: studentAttendance.codeId,
      remark: studentAttendance.remark,
    })
    .from(studentAttendance)
    .where(
      and(
        eq(studentAttendance.schoolId, schoolId),
        eq(studentAttendance.studentId, studentId),
        between(studentAttendance.date, from, to),
      ),
    )
    .orderBy(desc(studentAttendance.date));
  const byMonth = new Map<string, typeof marks>();
  for (const m of marks) {
    const month = monthOf(m.date);
    byMonth.set(month, [...(byMonth.get(month) ?? []), m]);
  }
  const codes = await schoolCodes(db, schoolId);
  const countsAs = new Map(codes.map((c) => [c.id, c.counts_as]));
  /** Marks per code id, and by what they count as (the percentage). */
  const summed = (rows: typeof marks) => {
    const tally = tallyOf(rows.map((r) => countsAs.get(r.code_id) ?? 'absent'));
    const counts: Record<number, number> = {};
    for (const r of rows) counts[r.code_id] = (counts[r.code_id] ?? 0) + 1;
    return { counts, tally, percent: attendancePercent(tally) };
  };
  const section = (await classSectionsByIds(db, schoolId, [placement.classSectionId])).get(
    placement.classSectionId,
  );
  return {
    student: { id: placement.id, name: placement.name, class_section: section?.name ?? null },
    from,
    to,
    codes,
    ...summed(marks),
    months: [...byMonth].map(([month, rows]) => ({ month, ...summed(rows) })),
    marks,
  };
}
