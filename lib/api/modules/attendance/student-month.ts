/**
 * A class-section's month (GET /api/student-attendance/summary): every student of the
 * class-section that month — the active roster and anyone marked in it that month — with a
 * status per day, totals and %, and the class's %; holidays and off days named. CSV too.
 */
import { and, between, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { studentAttendance } from '../../../db/schema/attendance';
import type { SchoolUser } from '../../http/context';
import { sessionYearOn } from '../academics';
import { schoolCalendar } from '../calendar';
import { classRoster, studentPlacements } from '../people';
import { reachableClassSection } from './access';
import { schoolCodes, type AttendanceCode } from './codes';
import { gridCsv, gridRows, monthDays, monthRange, type GridLegend } from './month-grid';

/** The school's codes as a grid's legend (retired ones too: old marks may carry them). */
export const legendOf = (codes: readonly AttendanceCode[]): GridLegend<number> =>
  codes.map((c) => ({ key: c.id, label: c.name, code: c.code, countsAs: c.counts_as }));

type Student = {
  id: number;
  name: string;
  roll_number: number | null;
  admission_no: string | null;
};

export async function studentMonth(
  db: Executor,
  caller: SchoolUser,
  query: { class_section_id: number; month: string },
) {
  const schoolId = caller.school.id;
  const section = await reachableClassSection(db, caller, query.class_section_id);
  const { first, last } = monthRange(query.month);
  const calendar = await schoolCalendar(db, schoolId, first, last);
  const marks = await db
    .select({
      personId: studentAttendance.studentId,
      date: studentAttendance.date,
      value: studentAttendance.codeId,
    })
    .from(studentAttendance)
    .where(
      and(
        eq(studentAttendance.schoolId, schoolId),
        eq(studentAttendance.classSectionId, section.id),
        between(studentAttendance.date, first, last),
      ),
    );
  const session =
    (await sessionYearOn(db, schoolId, last)) ?? (await sessionYearOn(db, schoolId, first));
  const roster: Student[] = session ? await classRoster(db, schoolId, section.id, session.id) : [];
  const listed = new Set(roster.map((s) => s.id));
  const others = [...new Set(marks.map((m) => m.personId))].filter((id) => !listed.has(id));
  const moved = [...(await studentPlacements(db, schoolId, others)).values()].map((p) => ({
    id: p.id,
    name: p.name,
    roll_number: null,
    admission_no: null,
  }));
  const students = [...roster, ...moved.sort((a, b) => a.name.localeCompare(b.name))];
  const codes = await schoolCodes(db, schoolId);
  const grid = gridRows(students, marks, legendOf(codes));
  return {
    class_section: section,
    month: query.month,
    codes,
    days: monthDays(query.month, calendar),
    students: grid.rows,
    class: { counts: grid.counts, tally: grid.totals, percent: grid.percent },
  };
}

export function studentMonthCsv(month: Awaited<ReturnType<typeof studentMonth>>): Response {
  const safeName = month.class_section.name.replace(/[^A-Za-z0-9]+/g, '-');
  return gridCsv(
    `attendance-${safeName}-${month.month}.csv`,
    [
      { header: 'Roll', value: (r) => r.roll_number },
      { header: 'Name', value: (r) => r.name },
      { header: 'Admission no', value: (r) => r.admission_no },
    ],
    month.days,
    month.students,
    legendOf(month.codes),
  );
}
