/**
 * One class-section's day: the roster of active students in roll order with their marks
 * (the school's Present code by default when the day is not saved yet: a new register starts
 * "all present"), the school's codes, and saving the whole day in one transaction. A day that
 * is in the future, a holiday, a weekly off day or outside every session year is refused on
 * `date`; a student not in the class-section on `marks.{i}.student_id`; a code the school
 * does not have, or has retired, on `marks.{i}.code_id`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { studentAttendance } from '../../../db/schema/attendance';
import { dayKind, holidayOn, todayIn, type IsoDate } from '../../../calendar';
import type { AuditRecorder } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import { forbidden, validationFailed, type FieldErrors, type FieldTexts } from '../../http/errors';
import { sessionYearOn } from '../academics';
import { schoolCalendar } from '../calendar';
import { classRoster, type RosterStudent } from '../people';
import { reachableClassSection } from './access';
import { schoolCodes, type AttendanceCode } from './codes';
import { periodColumns } from './period-report';
import { dayProblem } from './rules';
import { type StudentDayBody } from './schemas';
import { savedCodeCounts } from './saved-counts';
import { refreshStudentTotals } from './totals';
import { noticeAbsences } from './notices';
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

/** The session year a register of `date` is saved in; 422 on `date` when it takes none. */
export async function sessionToMark(db: Executor, caller: SchoolUser, date: IsoDate) {
  const facts = await dayFacts(db, caller, date);
  if (facts.refusal || !facts.session)
    throw validationFailed({ date: facts.refusal ?? apiMessage('attendance.outsideSession') });
  return facts.session;
}

export type Mark = { student_id: number; code_id: number; remark: string | null };

/** The code a new register starts with: the school's Present, or its first active code. */
export function defaultCode(codes: readonly AttendanceCode[]): AttendanceCode | undefined {
  const active = codes.filter((c) => c.active);
  return (
    active.find((c) => c.builtin === 'present') ??
    active.find((c) => c.counts_as === 'present') ??
    active[0]
  );
}

/** A student's row of a register (a day's or a period's): their saved mark, else the starting code. */
export const registerRow = (
  s: RosterStudent,
  mark: Pick<Mark, 'code_id' | 'remark'> | undefined,
  fallback: AttendanceCode | undefined,
) => ({
  student_id: s.id,
  name: s.name,
  roll_number: s.roll_number,
  admission_no: s.admission_no,
  code_id: mark?.code_id ?? fallback?.id ?? null,
  remark: mark?.remark ?? null,
  saved: Boolean(mark),
});

export async function marksOf(db: Executor, schoolId: number, date: IsoDate, studentIds: number[]) {
  if (!studentIds.length) return new Map<number, Mark & { classSectionId: number }>();
  const rows = await db
    .select({
      student_id: studentAttendance.studentId,
      code_id: studentAttendance.codeId,
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
  const codes = await schoolCodes(db, caller.school.id);
  const fallback = defaultCode(codes);
  // Attendance by period: each period's mark beside the day (null when the setting is off).
  const byPeriod = await periodColumns(db, caller.school.id, section.id, query.date);
  return {
    class_section: section,
    date: query.date,
    today: facts.today,
    session_year: facts.session,
    day: { kind: facts.kind, holiday: facts.holiday, problem: facts.problem },
    saved: saved.size > 0,
    codes,
    periods: byPeriod?.periods ?? null,
    marks: roster.map((s) => ({
      ...registerRow(s, saved.get(s.id), fallback),
      /** The code in each of `periods`, in their order (null: not taken). */
      period_codes: byPeriod?.marksOf(s.id) ?? null,
    })),
  };
}

/** 422s for codes the school does not have, or has retired (a saved mark may keep its own). */
export function codeErrors(
  marks: Mark[],
  codes: readonly AttendanceCode[],
  before: ReadonlyMap<number, Mark>,
): FieldTexts {
  const byId = new Map(codes.map((c) => [c.id, c]));
  const errors: FieldTexts = {};
  marks.forEach((m, i) => {
    const code = byId.get(m.code_id);
    if (!code) errors[`marks.${i}.code_id`] = apiMessage('attendance.codeMissing');
    else if (!code.active && before.get(m.student_id)?.code_id !== code.id)
      errors[`marks.${i}.code_id`] = apiMessage('attendance.codeRetired', { code: code.name });
  });
  return errors;
}

/** 422s for marks of students not in the roster and for roster students left out. */
export function rosterErrors(
  marks: Mark[],
  roster: RosterStudent[],
  sectionName: string,
): FieldErrors {
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

/** A mark as the audit log shows it: the code's short code and name, and the remark. */
export const describedWith = (codes: readonly AttendanceCode[]) => {
  const names = new Map(codes.map((c) => [c.id, `${c.code} ${c.name}`]));
  return (m: Pick<Mark, 'code_id' | 'remark'>) => {
    const code = names.get(m.code_id) ?? `#${m.code_id}`;
    return m.remark ? `${code} (${m.remark})` : code;
  };
};

/**
 * Writes students' marks of a class-section's day and recounts the day totals of that
 * class-section and of any other a student was counted in that day before (the register, and
 * the day derived from a period register).
 */
export async function writeDayMarks(
  tx: Executor,
  day: {
    schoolId: number;
    date: IsoDate;
    sessionYearId: number;
    classSectionId: number;
    userId: number;
    marks: readonly Mark[];
    before: ReadonlyMap<number, { classSectionId: number }>;
  },
) {
  if (!day.marks.length) return;
  await tx
    .insert(studentAttendance)
    .values(
      day.marks.map((m) => ({
        schoolId: day.schoolId,
        studentId: m.student_id,
        date: day.date,
        sessionYearId: day.sessionYearId,
        classSectionId: day.classSectionId,
        codeId: m.code_id,
        remark: m.remark,
        markedBy: day.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [studentAttendance.schoolId, studentAttendance.studentId, studentAttendance.date],
      set: {
        codeId: sql`excluded.code_id`,
        remark: sql`excluded.remark`,
        classSectionId: sql`excluded.class_section_id`,
        sessionYearId: sql`excluded.session_year_id`,
        markedBy: sql`excluded.marked_by`,
        updatedAt: sql`now()`,
      },
    });
  await refreshStudentTotals(tx, day.schoolId, [
    { classSectionId: day.classSectionId, date: day.date },
    ...[...day.before.values()].map((m) => ({ classSectionId: m.classSectionId, date: day.date })),
  ]);
}

export async function saveStudentDay(
  db: Database,
  caller: SchoolUser,
  body: StudentDayBody,
  audit: AuditRecorder,
) {
  const schoolId = caller.school.id;
  const section = await reachableClassSection(db, caller, body.class_section_id);
  const session = await sessionToMark(db, caller, body.date);
  const marks = body.marks as Mark[];

  const codes = await schoolCodes(db, schoolId);
  const described = describedWith(codes);
  await db.transaction(async (tx) => {
    const roster = await classRoster(tx, schoolId, section.id, session.id);
    const before = await marksOf(
      tx,
      schoolId,
      body.date,
      marks.map((m) => m.student_id),
    );
    const errors = {
      ...rosterErrors(marks, roster, section.name),
      ...codeErrors(marks, codes, before),
    };
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (before.size && !caller.permissions.has('attendance-edit'))
      throw forbidden(apiMessage('attendance.savedNeedsEdit'));

    await writeDayMarks(tx, {
      schoolId,
      date: body.date,
      sessionYearId: session.id,
      classSectionId: section.id,
      userId: caller.userId,
      marks,
      before,
    });

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
    // The guardians of those absent or late, once per student and day (notices.ts).
    await noticeAbsences(tx, {
      schoolId,
      format: caller.format,
      date: body.date,
      classSection: section.name,
      marks,
      codes,
      names,
    });
  });

  return {
    data: await readStudentDay(db, caller, body),
    message: apiMessage('done.studentAttendanceSaved', {
      section: section.name,
      date: body.date,
      counts: await savedCodeCounts(
        marks.map((m) => m.code_id),
        codes,
      ),
    }),
  };
}
