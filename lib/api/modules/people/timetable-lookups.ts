/** What the timetable module asks of people: who teaches each class-subject (subject_teachers). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { subjectTeachers } from '../../../db/schema/people';

/** Every (class-subject, teacher) pair of the school. */
export function subjectTeacherPairs(tx: Executor, schoolId: number) {
  return tx
    .select({
      classSubjectId: subjectTeachers.classSubjectId,
      teacherUserId: subjectTeachers.teacherUserId,
    })
    .from(subjectTeachers)
    .where(eq(subjectTeachers.schoolId, schoolId));
}
