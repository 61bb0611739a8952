/**
 * A published exam keeps the bands it was published with (docs/ARCHITECTURE.md, "Exams"):
 * publishing a class stores the scale that grades it then (`exam_classes.published_scale`),
 * its results are graded by that copy, and republishing takes the scale as it is then. So an
 * edited scale regrades drafts only, and its editor is told how many published exams keep
 * their old bands.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { examClasses } from '../../../db/schema/exams';
import type { PublishedScale } from '../../../db/schema/exams-values';
import { publishedGradedBy, type PublishedClass } from './published-classes';
import type { Band } from './rules/grades';
import { scaleOfClass, storedBands } from './scales';
import type { GradingScaleRow } from './types';

/** The scale a class is graded by now, as it would be stored at publishing; null without one. */
async function currentScale(tx: Executor, schoolId: number, classId: number) {
  const scale = await scaleOfClass(tx, schoolId, classId);
  return scale && ({ name: scale.name, bands: scale.bands } satisfies PublishedScale);
}

/** Stores, for each class just published, the scale that grades it now. */
export async function keepScalesOf(
  tx: Executor,
  schoolId: number,
  examId: number,
  classIds: readonly number[],
): Promise<void> {
  for (const classId of classIds)
    await tx
      .update(examClasses)
      .set({ publishedScale: await currentScale(tx, schoolId, classId) })
      .where(
        and(
          eq(examClasses.schoolId, schoolId),
          eq(examClasses.examId, examId),
          eq(examClasses.classId, classId),
        ),
      );
}

/**
 * How an exam's class is graded: by the scale it was published with, else (a draft, or a class
 * published before scales were kept) by its scale as it is now.
 */
export async function gradingOf(
  tx: Executor,
  schoolId: number,
  examId: number,
  classId: number,
): Promise<{ name: string; bands: Band[]; asPublished: boolean } | null> {
  const [row] = await tx
    .select({ kept: examClasses.publishedScale })
    .from(examClasses)
    .where(
      and(
        eq(examClasses.schoolId, schoolId),
        eq(examClasses.examId, examId),
        eq(examClasses.classId, classId),
        isNotNull(examClasses.publishedAt),
      ),
    );
  if (row?.kept) return { ...row.kept, asPublished: true };
  const now = await currentScale(tx, schoolId, classId);
  return now && { ...now, asPublished: false };
}

/**
 * Before a scale's edit: the published classes it grades, each with the scale it was published
 * with (a class published before scales were kept gets its scale as it is now, so the edit
 * does not regrade it either).
 */
export async function publishedBeforeEdit(
  tx: Executor,
  schoolId: number,
  scaleId: number,
): Promise<PublishedClass[]> {
  const rows = await publishedGradedBy(tx, schoolId, scaleId);
  const unkept = [...new Set(rows.filter((r) => !r.kept).map((r) => r.classId))];
  for (const classId of unkept) {
    const kept = await currentScale(tx, schoolId, classId);
    await tx
      .update(examClasses)
      .set({ publishedScale: kept })
      .where(
        and(
          eq(examClasses.schoolId, schoolId),
          eq(examClasses.classId, classId),
          isNotNull(examClasses.publishedAt),
          isNull(examClasses.publishedScale),
        ),
      );
    for (const r of rows) if (r.classId === classId) r.kept = kept;
  }
  return rows;
}

/** Field by field: jsonb gives an object's keys back in its own order. */
const sameBands = (a: readonly Band[], b: readonly Band[]) =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i];
    return (
      y !== undefined &&
      x.minPercent === y.minPercent &&
      x.grade === y.grade &&
      x.gradePoint === y.gradePoint &&
      x.remark === y.remark
    );
  });

/**
 * After the edit: how many exams keep bands other than the scale's new ones (`after`), among
 * the published classes it graded before (`before`) or grades now.
 */
export async function examsKeepingOldBands(
  tx: Executor,
  schoolId: number,
  after: GradingScaleRow,
  before: readonly PublishedClass[],
): Promise<number> {
  const now = await publishedGradedBy(tx, schoolId, after.id);
  const bands = storedBands(after);
  const exams = new Set<number>();
  for (const r of [...before, ...now])
    if (r.kept && !sameBands(r.kept.bands, bands)) exams.add(r.examId);
  return exams.size;
}
