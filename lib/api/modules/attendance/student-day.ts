/**
 * One class-section's day: the roster of active students in roll order with their marks
 * (Present by default when the day is not saved yet), and saving the whole day in one
 * transaction. A day that is in the future, a holiday, a weekly off day or outside every
 * session year is refused on `date`; a student not in the class-section on `marks.{i}.student_id`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { studentAttendance } from '../../../db/schema/attendance';
import { dayKind, holidayOn, todayIn, type IsoDate } from '../../../calendar';
import type { AuditRecorder } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import { forbidden, validationFailed, type FieldErrors } from '../../http/errors';
import { sessionYearOn } from '../academics';
import { schoolCalendar } from '../calendar';
import { classRoster, type RosterStudent } from '../people';
import { reachableClassSection } from './access';
import { dayProblem, countStatuses } from './rules';
import { type AttendanceStatus, type StudentDayBody } from './schemas';
import { savedCounts } from './saved-counts';
import { refreshStudentTotals } from './totals';
import { apiMessage, renderApiText } from '../../http/messages';
import { readerLanguage } from '../../http/reader-language';

/** Whether a day can be marked, and what it is: the screens show the reason beside the date. */
export async function dayFacts(db: Executor, caller: SchoolUser, date: IsoDate) {
  const schoolId = caller.school.id;
  const today = todayIn(caller.format.timeZone);
  const session = await sessionYearOn(db, schoolId, date);
  const calendar = await schoolCalendar(db, schoolId, date, date);
  const problem = dayProblem(date, today, calendar, session);
  return {
    today,
    session: session ? { id: session.id, name: session.name } : null,
    kind: dayKind(date, calendar),
    holiday: holidayOn(date, calendar.holidays)?.title ?? null,
    /** The reason as the API refuses it (by key), and as the screens show it (words). */
    refusal: problem,
    problem: problem && renderApiText(problem, await readerLanguage()),
  };
}

type Mark = { student_id: number; status: AttendanceStatus; remark: string | null };

async function marksOf(db: Executor, schoolId: number, date: IsoDate, studentIds: number[]) {
  if (!studentIds.length) return new Map<number, Mark & { classSectionId: number }>();
  const rows = await db
    .select({
      student_id: studentAttendance.studentId,
      status: studentAttendance.status,
      remark: studentAttendance.remark,
      classSectionId: studentAttendance.classSectionId,
    })
    .from(studentAttendance)
    .where(
      and(
        eq(studentAttendance.schoolId, schoolId),
        eq(studentAttendance.date, date),
        inArray(studentAttendance.studentId, studentIds),
      ),
    );
  return new Map(rows.map((r) => [r.student_id, r]));
}

export async function readStudentDay(
  db: Executor,
  caller: SchoolUser,
  query: { class_section_id: number; date: IsoDate },
) {
  const section = await reachableClassSection(db, caller, query.class_section_id);
  const facts = await dayFacts(db, caller, query.date);
  const roster = facts.session
    ? await classRoster(db, caller.school.id, section.id, facts.session.id)
    : [];
  const saved = await marksOf(
    db,
    caller.school.id,
    query.date,
    roster.map((s) => s.id),
  );
  return {
    class_section: section,
    date: query.date,
    today: facts.today,
    session_year: facts.session,
    day: { kind: facts.kind, holiday: facts.holiday, problem: facts.problem },
    saved: saved.size > 0,
    marks: roster.map((s) => {
      const mark = saved.get(s.id);
      return {
        student_id: s.id,
        name: s.name,
        roll_number: s.roll_number,
        admission_no: s.admission_no,
        status: mark?.status ?? ('present' as AttendanceStatus),
        remark: mark?.remark ?? null,
        saved: Boolean(mark),
      };
    }),
  };
}

/** 422s for marks of students not in the roster and for roster students left out. */
function rosterErrors(marks: Mark[], roster: RosterStudent[], sectionName: string): FieldErrors {
  const errors: FieldErrors = {};
  const inRoster = new Set(roster.map((s) => s.id));
  marks.forEach((m, i) => {
    if (!inRoster.has(m.student_id))
      errors[`marks.${i}.student_id`] = `This student is not an active student of ${sectionName}.`;
  });
  const marked = new Set(marks.map((m) => m.student_id));
  const missing = roster.filter((s) => !marked.has(s.id));
  if (missing.length)
    errors.marks = `A day is saved whole: ${missing.length} student(s) of ${sectionName} are not marked (${missing
      .slice(0, 3)
      .map((s) => s.name)
      .join(', ')}${missing.length > 3 ? ', …' : ''}). Reload the class and try again.`;
  return errors;
}

const described = (m: Pick<Mark, 'status' | 'remark'>) =>
  m.remark ? `${m.status} (${m.remark})` : m.status;

export async function saveStudentDay(
  db: Database,
  caller: SchoolUser,
  body: StudentDayBody,
  audit: AuditRecorder,
) {
  const schoolId = caller.school.id;
  const section = await reachableClassSection(db, caller, body.class_section_id);
  const facts = await dayFacts(db, caller, body.date);
  if (facts.refusal || !facts.session)
    throw validationFailed({ date: facts.refusal ?? apiMessage('attendance.outsideSession') });
  const session = facts.session;
  const marks = body.marks as Mark[];

  const summary = await db.transaction(async (tx) => {
    const roster = await classRoster(tx, schoolId, section.id, session.id);
    const errors = rosterErrors(marks, roster, section.name);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const before = await marksOf(
      tx,
      schoolId,
      body.date,
      marks.map((m) => m.student_id),
    );
    if (before.size && !caller.permissions.has('attendance-edit'))
      throw forbidden(apiMessage('attendance.savedNeedsEdit'));

    await tx
      .insert(studentAttendance)
      .values(
        marks.map((m) => ({
          schoolId,
          studentId: m.student_id,
          date: body.date,
          sessionYearId: session.id,
          classSectionId: section.id,
          status: m.status,
          remark: m.remark,
          markedBy: caller.userId,
        })),
      )
      .onConflictDoUpdate({
        target: [studentAttendance.schoolId, studentAttendance.studentId, studentAttendance.date],
        set: {
          status: sql`excluded.status`,
          remark: sql`excluded.remark`,
          classSectionId: sql`excluded.class_section_id`,
          sessionYearId: sql`excluded.session_year_id`,
          markedBy: sql`excluded.marked_by`,
          updatedAt: sql`now()`,
        },
      });
    // This class-section's day, and any other a student was counted in that day before.
    await refreshStudentTotals(tx, schoolId, [
      { classSectionId: section.id, date: body.date },
      ...[...before.values()].map((m) => ({ classSectionId: m.classSectionId, date: body.date })),
    ]);

    const names = new Map(roster.map((s) => [s.id, s.name]));
    const changed = marks.filter((m) => {
      const old = before.get(m.student_id);
      return !old || described(old) !== described(m);
    });
    const entry = (m: Mark | undefined, id: number) => [
      names.get(id) ?? `#${id}`,
      m && described(m),
    ];
    await audit(tx, {
      action: before.size ? 'update' : 'create',
      entity: 'student-attendance',
      entityId: section.id,
      before: before.size
        ? Object.fromEntries(changed.map((m) => entry(before.get(m.student_id), m.student_id)))
        : undefined,
      after: {
        ...(before.size ? {} : { class_section: section.name, date: body.date }),
        ...Object.fromEntries(changed.map((m) => entry(m, m.student_id))),
      },
    });
    return countStatuses(marks.map((m) => m.status));
  });

  return {
    data: await readStudentDay(db, caller, body),
    message: apiMessage('done.studentAttendanceSaved', {
      section: section.name,
      date: body.date,
      counts: await savedCounts(summary),
    }),
  };
}
