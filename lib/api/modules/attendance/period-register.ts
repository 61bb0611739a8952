/**
 * A period's register (attendance by period, issue 31): the class-section's active students
 * with their marks in that period (the school's Present code while it is not saved), and
 * saving it whole. Saving also writes each student's day, derived from every period they were
 * marked in that day by the school's rule (period-rules.ts), in the same transaction, so the
 * daily register, the month grids, the dashboard and the guardians' notices keep working from
 * the day's marks.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { periodAttendance } from '../../../db/schema/attendance';
import type { IsoDate } from '../../../calendar';
import type { AuditRecorder } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import { forbidden, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { classRoster } from '../people';
import { schoolCodes } from './codes';
import { noticeAbsences } from './notices';
import { periodOf } from './period-access';
import type { PeriodLesson } from './period-lessons';
import { recordPeriod } from './period-write';
import { savedCodeCounts } from './saved-counts';
import type { PeriodRegisterBody } from './schemas';
import {
  codeErrors,
  dayFacts,
  sessionToMark,
  defaultCode,
  describedWith,
  marksOf,
  registerRow,
  rosterErrors,
  type Mark,
} from './student-day';

type PeriodQuery = { class_section_id: number; date: IsoDate; period_id: number };

/** The marks of one period of a class-section's date, by student. */
async function periodMarks(db: Executor, schoolId: number, q: PeriodQuery) {
  const rows = await db
    .select({
      student_id: periodAttendance.studentId,
      code_id: periodAttendance.codeId,
      remark: periodAttendance.remark,
    })
    .from(periodAttendance)
    .where(
      and(
        eq(periodAttendance.schoolId, schoolId),
        eq(periodAttendance.date, q.date),
        eq(periodAttendance.classSectionId, q.class_section_id),
        eq(periodAttendance.periodId, q.period_id),
      ),
    );
  return new Map<number, Mark>(rows.map((r) => [r.student_id, r]));
}

const lessonView = (l: PeriodLesson) => ({
  id: l.period_id,
  name: l.period,
  start_time: l.start_time,
  end_time: l.end_time,
  subject: l.subject,
  cover: l.substitute_user_id !== null,
});

export async function readPeriodRegister(db: Executor, caller: SchoolUser, query: PeriodQuery) {
  const schoolId = caller.school.id;
  const { settings, section, lesson } = await periodOf(db, caller, query);
  const facts = await dayFacts(db, caller, query.date);
  const roster = facts.session ? await classRoster(db, schoolId, section.id, facts.session.id) : [];
  const [saved, day, codes] = await Promise.all([
    periodMarks(db, schoolId, query),
    marksOf(
      db,
      schoolId,
      query.date,
      roster.map((s) => s.id),
    ),
    schoolCodes(db, schoolId),
  ]);
  const fallback = defaultCode(codes);
  return {
    class_section: section,
    date: query.date,
    today: facts.today,
    period: lessonView(lesson),
    daily_rule: settings.daily_rule,
    day: { kind: facts.kind, holiday: facts.holiday, problem: facts.problem },
    saved: saved.size > 0,
    codes,
    marks: roster.map((s) => ({
      ...registerRow(s, saved.get(s.id), fallback),
      /** The day's mark as it stands (derived from the periods, or taken by hand). */
      day_code_id: day.get(s.id)?.code_id ?? null,
    })),
  };
}

export async function savePeriodRegister(
  db: Database,
  caller: SchoolUser,
  body: PeriodRegisterBody,
  audit: AuditRecorder,
) {
  const schoolId = caller.school.id;
  const { settings, section, lesson } = await periodOf(db, caller, body);
  const session = await sessionToMark(db, caller, body.date);
  const marks = body.marks as Mark[];
  const codes = await schoolCodes(db, schoolId);
  const described = describedWith(codes);

  await db.transaction(async (tx) => {
    const roster = await classRoster(tx, schoolId, section.id, session.id);
    const before = await periodMarks(tx, schoolId, body);
    const errors = {
      ...rosterErrors(marks, roster, section.name),
      ...codeErrors(marks, codes, before),
    };
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (before.size && !caller.permissions.has('attendance-edit'))
      throw forbidden(apiMessage('attendance.periodSavedNeedsEdit'));

    const { days, dayBefore } = await recordPeriod(tx, {
      schoolId,
      date: body.date,
      sessionYearId: session.id,
      classSectionId: section.id,
      periodId: lesson.period_id,
      userId: caller.userId,
      marks,
      rule: settings.daily_rule,
      codes,
    });

    const names = new Map(roster.map((s) => [s.id, s.name]));
    const nameOf = (id: number) => names.get(id) ?? `#${id}`;
    const changed = (now: readonly Mark[], was: ReadonlyMap<number, Mark>) =>
      now.filter((m) => {
        const old = was.get(m.student_id);
        return !old || described(old) !== described(m);
      });
    const changes = (now: readonly Mark[], was: ReadonlyMap<number, Mark>) =>
      Object.fromEntries(changed(now, was).map((m) => [nameOf(m.student_id), described(m)]));
    const earlier = (now: readonly Mark[], was: ReadonlyMap<number, Mark>) =>
      Object.fromEntries(
        changed(now, was).flatMap((m) => {
          const old = was.get(m.student_id);
          return old ? [[nameOf(m.student_id), described(old)]] : [];
        }),
      );
    await audit(tx, {
      action: before.size ? 'update' : 'create',
      entity: 'period-attendance',
      entityId: section.id,
      before: before.size
        ? { marks: earlier(marks, before), day: earlier(days, dayBefore) }
        : undefined,
      after: {
        class_section: section.name,
        date: body.date,
        period: `${lesson.period} (${lesson.subject})`,
        marks: changes(marks, before),
        day: changes(days, dayBefore),
      },
    });
    // The guardians hear of the day's absence as with the daily register (once per day).
    await noticeAbsences(tx, {
      schoolId,
      format: caller.format,
      date: body.date,
      classSection: section.name,
      marks: days,
      codes,
      names,
    });
  });

  return {
    data: await readPeriodRegister(db, caller, body),
    message: apiMessage('done.periodAttendanceSaved', {
      section: section.name,
      period: lesson.period,
      date: body.date,
      counts: await savedCodeCounts(
        marks.map((m) => m.code_id),
        codes,
      ),
    }),
  };
}
