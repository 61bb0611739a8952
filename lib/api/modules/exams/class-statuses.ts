/**
 * The state of each class of a page of exams (GET /api/exams): published, all grids submitted,
 * or draft (rules/class-status.ts). Read for the page's exams at once, in three queries.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { examClasses, examMarkSheets, examPapers } from '../../../db/schema/exams';
import { allClassSections, academicViews } from '../academics';
import { classStanding } from './rules/class-status';
import type { ExamClassStatus, ExamListItem, ExamListRow } from './types';

const classNames = academicViews.classes;

export async function withClassStatuses(
  tx: Executor,
  schoolId: number,
  rows: ExamListRow[],
): Promise<ExamListItem[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const inSchool = (t: typeof examClasses | typeof examPapers | typeof examMarkSheets) =>
    and(eq(t.schoolId, schoolId), inArray(t.examId, ids));
  const [classes, papers, submitted, sections] = await Promise.all([
    tx
      .select({
        examId: examClasses.examId,
        classId: examClasses.classId,
        name: classNames.name,
        published: sql<boolean>`${examClasses.publishedAt} is not null`,
      })
      .from(examClasses)
      .innerJoin(
        classNames,
        and(eq(classNames.schoolId, examClasses.schoolId), eq(classNames.id, examClasses.classId)),
      )
      .where(inSchool(examClasses))
      .orderBy(classNames.name),
    tx
      .select({ examId: examPapers.examId, classId: examPapers.classId })
      .from(examPapers)
      .where(inSchool(examPapers)),
    tx
      .select({ examId: examMarkSheets.examId, classSectionId: examMarkSheets.classSectionId })
      .from(examMarkSheets)
      .where(and(inSchool(examMarkSheets), eq(examMarkSheets.status, 'submitted'))),
    allClassSections(tx, schoolId),
  ]);
  const classOf = new Map(sections.map((s) => [s.id, s.class_id]));
  const sectionCount = new Map<number, number>();
  for (const s of sections) sectionCount.set(s.class_id, (sectionCount.get(s.class_id) ?? 0) + 1);
  const count = (pairs: { examId: number; classId: number | undefined }[]) => {
    const counts = new Map<string, number>();
    for (const p of pairs)
      counts.set(`${p.examId}:${p.classId}`, (counts.get(`${p.examId}:${p.classId}`) ?? 0) + 1);
    return (examId: number, classId: number) => counts.get(`${examId}:${classId}`) ?? 0;
  };
  const paperCount = count(papers);
  const submittedCount = count(
    submitted.map((s) => ({ examId: s.examId, classId: classOf.get(s.classSectionId) })),
  );
  const byExam = new Map<number, ExamClassStatus[]>();
  for (const c of classes)
    byExam.set(c.examId, [
      ...(byExam.get(c.examId) ?? []),
      {
        class_id: c.classId,
        class_name: c.name,
        status: classStanding({
          published: Boolean(c.published),
          grids: paperCount(c.examId, c.classId) * (sectionCount.get(c.classId) ?? 0),
          submitted: submittedCount(c.examId, c.classId),
        }),
      },
    ]);
  return rows.map((r) => ({ ...r, classes: byExam.get(r.id) ?? [] }));
}
