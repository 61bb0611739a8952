/**
 * Who takes which period's register. The class-section must be the school's (404); attendance
 * by period must be on (409 otherwise, with the sentence); the period must hold one of
 * its lessons that date, from the timetable (422 on `period_id`). A Teacher limited to the
 * classes they teach (access.ts) takes only their own lessons: the lesson's teacher, or the
 * teacher covering it that date (403 with a sentence for another lesson); a School Admin, or a
 * staff role holding the attendance permissions, takes any, as the daily register allows.
 */
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { ApiError, forbidden, notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { classSectionsByIds } from '../academics';
import { limitedToTaught } from './access';
import { lessonsOfSectionOn, type PeriodLesson } from './period-lessons';
import { attendanceSettingsOf } from './period-settings';

/** Whether the caller may take this lesson's register (pure: the route refuses otherwise). */
export const takesLesson = (
  caller: { userId: number; limited: boolean },
  lesson: Pick<PeriodLesson, 'teacher_ids' | 'substitute_user_id'>,
) =>
  !caller.limited ||
  lesson.teacher_ids.includes(caller.userId) ||
  lesson.substitute_user_id === caller.userId;

export async function periodOf(
  db: Executor,
  caller: SchoolUser,
  query: { class_section_id: number; date: string; period_id: number },
) {
  const schoolId = caller.school.id;
  const section = (await classSectionsByIds(db, schoolId, [query.class_section_id])).get(
    query.class_section_id,
  );
  if (!section) throw notFoundLabelled('class-section');
  const settings = await attendanceSettingsOf(db, schoolId);
  if (!settings.by_period) throw new ApiError('conflict', apiMessage('attendance.byPeriodOff'));
  const lessons = await lessonsOfSectionOn(db, schoolId, section.id, query.date);
  const lesson = lessons.find((l) => l.period_id === query.period_id);
  if (!lesson)
    throw validationFailed({
      period_id: apiMessage('attendance.noLessonThen', {
        section: section.name,
        date: query.date,
      }),
    });
  if (!takesLesson({ userId: caller.userId, limited: limitedToTaught(caller) }, lesson))
    throw forbidden(
      apiMessage('attendance.notYourLesson', { subject: lesson.subject, period: lesson.period }),
    );
  return { settings, section: { id: section.id, name: section.name }, lesson, lessons };
}
