/**
 * Attendance by period in the demo: Riverside keeps marking by day (the default); Hillcrest
 * takes attendance by period (rule `majority`), and on its latest working day up to today the
 * first two lessons of the class-section the demo teacher first teaches that day are taken —
 * so the period screen opens on a saved lesson, the class register shows period marks beside
 * the day, and the teacher's later lessons are left for them. Called at the end of the
 * timetable's demo step, which writes the lessons these periods are of (attendance's own step
 * runs before the timetable's).
 */
import { addDays, dayKind, todayIn } from '../../../calendar';
import type { DemoSeedContext } from '../../demo/context';
import { demoEmail } from '../../demo/schools';
import { sessionYearOn } from '../academics';
import { schoolCalendar } from '../calendar';
import { userIdsByEmail } from '../identity';
import { classRoster, taughtClassSectionIds } from '../people';
import { schoolSetting } from '../platform';
import { schoolCodes } from './codes';
import { lessonsOfSectionOn } from './period-lessons';
import { writeAttendanceSettings } from './period-settings';
import { recordPeriod } from './period-write';

const RULE = 'majority';

/** The latest working day from today back a week (a weekend demo still shows a school day). */
async function latestWorkingDay(ctx: DemoSeedContext, today: string) {
  const calendar = await schoolCalendar(ctx.tx, ctx.schoolId, addDays(today, -7), today);
  for (let date = today; date >= addDays(today, -7); date = addDays(date, -1))
    if (dayKind(date, calendar) === 'working') return date;
  return undefined;
}

export async function periodAttendanceDemo(ctx: DemoSeedContext): Promise<void> {
  if (ctx.school.subdomain !== 'hillcrest') return;
  const { tx, schoolId } = ctx;
  await writeAttendanceSettings(tx, schoolId, { by_period: true, daily_rule: RULE });
  const today = todayIn((await schoolSetting(tx, schoolId, 'timezone')) ?? 'UTC');
  const date = await latestWorkingDay(ctx, today);
  const session = date && (await sessionYearOn(tx, schoolId, date));
  const email = demoEmail('teacher', ctx.school);
  const teacherId = (await userIdsByEmail(tx, schoolId, [email])).get(email);
  if (!date || !session || teacherId === undefined) return;
  const random = ctx.random('period-attendance');
  const codes = await schoolCodes(tx, schoolId);
  const codeOf = (builtin: string) => codes.find((c) => c.builtin === builtin)?.id;
  for (const sectionId of await taughtClassSectionIds(tx, schoolId, teacherId)) {
    const lessons = await lessonsOfSectionOn(tx, schoolId, sectionId, date);
    if (!lessons.some((l) => l.teacher_ids.includes(teacherId))) continue;
    const roster = await classRoster(tx, schoolId, sectionId, session.id);
    for (const lesson of lessons.slice(0, 2)) {
      const marks = roster.flatMap((s) => {
        const n = random.int(0, 99);
        const code = codeOf(n < 6 ? 'absent' : n < 9 ? 'late' : 'present');
        return code === undefined ? [] : [{ student_id: s.id, code_id: code, remark: null }];
      });
      if (!marks.length) continue;
      await recordPeriod(tx, {
        schoolId,
        date,
        sessionYearId: session.id,
        classSectionId: sectionId,
        periodId: lesson.period_id,
        userId: lesson.substitute_user_id ?? lesson.teacher_ids[0] ?? teacherId,
        marks,
        rule: RULE,
        codes,
      });
    }
    return;
  }
}
