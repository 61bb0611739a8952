/**
 * What the attendance module asks of the timetable (exported through index.ts and registered
 * on attendance's `providePeriodLessons` hook by the manifest's `connect`: attendance sits
 * below the timetable, so it cannot import it): a class-section's lessons on a date, each with
 * its teachers and the substitute covering it that date.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { substitutions } from '../../../db/schema/timetable';
import type { PeriodLesson } from '../attendance';
import { lessonsOnDates, readFacts } from './store';

const hhmm = (time: string) => time.slice(0, 5);

export async function sectionLessonsOn(
  db: Executor,
  schoolId: number,
  classSectionId: number,
  date: string,
): Promise<PeriodLesson[]> {
  const facts = await readFacts(db, schoolId);
  const [byDate, covers] = await Promise.all([
    lessonsOnDates(db, facts, [date]),
    db
      .select({ periodId: substitutions.periodId, userId: substitutions.substituteUserId })
      .from(substitutions)
      .where(
        and(
          eq(substitutions.schoolId, schoolId),
          eq(substitutions.date, date),
          eq(substitutions.classSectionId, classSectionId),
        ),
      ),
  ]);
  const coverOf = new Map(covers.map((c) => [c.periodId, c.userId]));
  return (byDate.get(date) ?? [])
    .filter((l) => l.classSectionId === classSectionId)
    .map((l) => ({
      period_id: l.periodId,
      period: l.period,
      start_time: hhmm(l.start),
      end_time: hhmm(l.end),
      class_subject_id: l.classSubjectId,
      subject: l.subject,
      teacher_ids: [...l.teacherIds],
      substitute_user_id: coverOf.get(l.periodId) ?? null,
    }));
}
