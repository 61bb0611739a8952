/**
 * GET /api/exams/annual-results?session_year_id=&class_section_id=: the session year's exams of
 * the class-section's class, each student's percentage in each (through `examResults`, the one
 * place results are computed), each exam type's percentage (the mean of its exams), and the
 * annual percentage weighed by the school's exam-type weights (rules/annual.ts), graded by the
 * class's scale and ranked within the class-section. A guardian sees their own children's rows
 * of published exams only.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { examClasses, exams } from '../../../db/schema/exams';
import type { ExamType } from '../../../db/schema/exams-values';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { classSectionsByIds, sessionYearOrDefault } from '../academics';
import { guardianChildren, readsWholeSchool } from './access';
import { examResults } from './results';
import { annualOf } from './rules/annual';
import { gradeOf } from './rules/grades';
import { fromHundredths, toHundredths } from './rules/marks';
import { rankByPercentage } from './rules/results';
import { scaleOfClass } from './scales';
import { refId } from './schemas';
import { examRecord, isPublished, type ExamRecord } from './store';
import { weightsOf } from './weights';

const annualQuery = z.object({
  session_year_id: refId('session year').optional(),
  class_section_id: refId('class section').optional(),
});

const decimal = (v: number | null | undefined) =>
  v === null || v === undefined ? null : fromHundredths(v);

/** The ids of the exams the class sits (of one session year, or any), oldest first. */
export async function examIdsOfClass(
  tx: Executor,
  schoolId: number,
  sessionYearId: number | null,
  classId: number,
) {
  const rows = await tx
    .select({ id: exams.id })
    .from(exams)
    .innerJoin(
      examClasses,
      and(eq(examClasses.schoolId, exams.schoolId), eq(examClasses.examId, exams.id)),
    )
    .where(
      and(
        eq(exams.schoolId, schoolId),
        ...(sessionYearId === null ? [] : [eq(exams.sessionYearId, sessionYearId)]),
        eq(examClasses.classId, classId),
      ),
    )
    .orderBy(asc(exams.id));
  return rows.map((r) => r.id);
}

export const examIdsOfClassAnyYear = (tx: Executor, schoolId: number, classId: number) =>
  examIdsOfClass(tx, schoolId, null, classId);

export async function annualResults(
  tx: Executor,
  caller: SchoolUser,
  sessionYearId: number,
  classSectionId: number,
) {
  const schoolId = caller.school.id;
  const section = (await classSectionsByIds(tx, schoolId, [classSectionId])).get(classSectionId);
  if (!section)
    throw validationFailed({ class_section_id: apiMessage('examReports.sectionUnknown') });
  const share = readsWholeSchool(caller) ? null : await guardianChildren(tx, caller);
  if (share && !share.classSectionIds.has(classSectionId)) throw notFoundLabelled('exam');
  const weights = await weightsOf(tx, schoolId);
  const records: ExamRecord[] = [];
  for (const id of await examIdsOfClass(tx, schoolId, sessionYearId, section.classId)) {
    const exam = await examRecord(tx, schoolId, id);
    if (!share || isPublished(exam, section.classId)) records.push(exam);
  }
  const results: Awaited<ReturnType<typeof examResults>>[] = [];
  for (const exam of records)
    results.push(await examResults(tx, schoolId, exam, classSectionId, caller.format.timeZone));
  const students = new Map<
    number,
    { student_id: number; name: string; roll_number: number | null; admission_no: string }
  >();
  for (const r of results)
    for (const s of r.students)
      if (!students.has(s.student_id))
        students.set(s.student_id, {
          student_id: s.student_id,
          name: s.name,
          roll_number: s.roll_number,
          admission_no: s.admission_no,
        });
  const percentOf = (examIndex: number, studentId: number) => {
    const p = results[examIndex]?.students.find((s) => s.student_id === studentId)?.percent;
    return p === null || p === undefined ? null : toHundredths(p);
  };
  const bands = (await scaleOfClass(tx, schoolId, section.classId))?.bands ?? [];
  const rows = [...students.values()].map((s) => {
    const perExam = records.map((exam, i) => ({
      type: exam.exam_type,
      percent: percentOf(i, s.student_id),
    }));
    const annual = annualOf(perExam, weights);
    return { s, perExam, annual };
  });
  const ranks = rankByPercentage(
    rows.map((r) => ({
      total: r.annual.percent ?? 0,
      maxTotal: r.annual.percent === null ? 0 : 10_000,
    })),
  );
  const answer = rows.map(({ s, perExam, annual }, i) => {
    const graded = annual.percent === null ? null : gradeOf(bands, annual.percent);
    return {
      ...s,
      exams: perExam.map((e, j) => ({ exam_id: records[j]?.id ?? 0, percent: decimal(e.percent) })),
      types: Object.fromEntries(
        Object.entries(annual.byType).map(([type, p]) => [type, decimal(p)]),
      ) as Partial<Record<ExamType, number | null>>,
      percent: decimal(annual.percent),
      grade: graded?.grade ?? null,
      grade_point: decimal(graded?.gradePoint),
      rank: ranks[i] ?? null,
    };
  });
  return {
    session_year_id: sessionYearId,
    class_section: { id: section.id, name: section.name, class_id: section.classId },
    weights,
    exams: records.map((e) => ({
      id: e.id,
      name: e.name,
      exam_type: e.exam_type,
      published: isPublished(e, section.classId),
    })),
    students: share ? answer.filter((s) => share.ids.has(s.student_id)) : answer,
  };
}

export const annualResultRoutes = [
  defineRoute({
    method: 'GET',
    path: '/exams/annual-results',
    tag: 'exams',
    summary:
      'A class-section’s annual result for a session year (the default one when left out): each exam’s and exam type’s percentage, the weighted annual percentage, grade and rank. A guardian: their children’s, from published exams',
    access: access.permission('exam-list'),
    query: annualQuery,
    handler: async ({ db, caller, query }) => {
      if (query.class_section_id === undefined)
        throw validationFailed({ class_section_id: apiMessage('examReports.sectionUnknown') });
      const session = await sessionYearOrDefault(db, caller.school.id, query.session_year_id);
      return envelope(await annualResults(db, caller, session.id, query.class_section_id));
    },
  }),
];
