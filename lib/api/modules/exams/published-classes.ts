/**
 * The published classes a grading scale grades now (its own classes, or, for the default
 * scale, the classes without one), with the scale each was published with: what an edit of
 * the scale would have regraded before publications kept their scale (./published-scales.ts).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { examClasses, gradingScaleClasses, gradingScales } from '../../../db/schema/exams';
import type { PublishedScale } from '../../../db/schema/exams-values';

/** The published classes graded by scale `scaleId` now: its own classes, or if it is the default, those without one. */
function gradedBy(schoolId: number, scaleId: number): SQL {
  return sql`${examClasses.publishedAt} is not null and (
    exists (select 1 from ${gradingScaleClasses} g where g.school_id = ${schoolId}
      and g.class_id = ${examClasses.classId} and g.scale_id = ${scaleId})
    or (not exists (select 1 from ${gradingScaleClasses} g where g.school_id = ${schoolId}
          and g.class_id = ${examClasses.classId})
        and exists (select 1 from ${gradingScales} s where s.school_id = ${schoolId}
          and s.id = ${scaleId} and s.is_default)))`;
}

export type PublishedClass = { examId: number; classId: number; kept: PublishedScale | null };

export async function publishedGradedBy(
  tx: Executor,
  schoolId: number,
  scaleId: number,
): Promise<PublishedClass[]> {
  return await tx
    .select({
      examId: examClasses.examId,
      classId: examClasses.classId,
      kept: examClasses.publishedScale,
    })
    .from(examClasses)
    .where(and(eq(examClasses.schoolId, schoolId), gradedBy(schoolId, scaleId)));
}

/** How many exams have a class published under scale `scaleId` (the screen's warning before an edit). */
export async function publishedExamCounts(
  tx: Executor,
  schoolId: number,
  scaleIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const id of scaleIds)
    counts.set(id, new Set((await publishedGradedBy(tx, schoolId, id)).map((r) => r.examId)).size);
  return counts;
}
