/**
 * The class teacher's remark on each student's report card of an exam
 * (GET/PUT /api/exams/{id}/remarks?class_section_id=): entered per student on the report-cards
 * screen (with quick-pick remarks there), by a School Admin or a class teacher of the
 * class-section; a blank remark removes it. Saved in one transaction and audited with each
 * changed student's remark before and after.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { reportCardRemarks } from '../../../db/schema/exams-reports';
import { optionalText } from '../../../validation/text-fields';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { forbidden, validationFailed, type FieldTexts } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { allClassSections } from '../academics';
import { classTeacherSections } from '../people';
import { isSchoolAdmin } from './access';
import { examResults } from './results';
import { refId } from './schemas';
import { examOfPath, type ExamRecord } from './store';

// Optional here and checked after the exam is read, so another school's exam is 404 first.
const remarksQuery = z.object({ class_section_id: refId('class section').optional() });

function sectionOf(query: { class_section_id?: number }): number {
  if (query.class_section_id === undefined)
    throw validationFailed({ class_section_id: apiMessage('examReports.sectionUnknown') });
  return query.class_section_id;
}

export const remarksSchema = z.object({
  remarks: z
    .array(z.object({ student_id: refId('student'), remark: optionalText('remark', 500) }))
    .min(1, 'Give at least one remark.')
    .max(2000),
});

/** The remarks of an exam's students (those named, or all). */
export async function remarksOf(
  tx: Executor,
  schoolId: number,
  examId: number,
  studentIds?: readonly number[],
): Promise<Map<number, string>> {
  if (studentIds && !studentIds.length) return new Map();
  const rows = await tx
    .select({ studentId: reportCardRemarks.studentId, remark: reportCardRemarks.remark })
    .from(reportCardRemarks)
    .where(
      and(
        eq(reportCardRemarks.schoolId, schoolId),
        eq(reportCardRemarks.examId, examId),
        ...(studentIds ? [inArray(reportCardRemarks.studentId, [...studentIds])] : []),
      ),
    );
  return new Map(rows.map((r) => [r.studentId, r.remark]));
}

/** 403 unless the caller is a School Admin or a class teacher of the class-section. */
async function assertMayRemark(tx: Executor, caller: SchoolUser, classSectionId: number) {
  if (isSchoolAdmin(caller)) return;
  const own = await classTeacherSections(tx, caller.school.id, caller.userId);
  if (!own.includes(classSectionId)) throw forbidden(apiMessage('examReports.notClassTeacher'));
}

/** The class-section's students with their remarks, in the results' order. */
async function remarkRows(tx: Executor, caller: SchoolUser, exam: ExamRecord, sectionId: number) {
  const results = await examResults(tx, caller.school.id, exam, sectionId, caller.format.timeZone);
  const remarks = await remarksOf(tx, caller.school.id, exam.id);
  return results.students.map((s) => ({
    student_id: s.student_id,
    name: s.name,
    roll_number: s.roll_number,
    grade: s.grade,
    rank: s.rank,
    remark: remarks.get(s.student_id) ?? null,
  }));
}

/** The exam's class-sections whose remarks the caller may enter (a class teacher's own). */
async function remarkSections(tx: Executor, caller: SchoolUser, exam: ExamRecord) {
  const own = isSchoolAdmin(caller)
    ? null
    : new Set(await classTeacherSections(tx, caller.school.id, caller.userId));
  return (await allClassSections(tx, caller.school.id))
    .filter((s) => exam.classes.some((c) => c.class_id === s.class_id) && (!own || own.has(s.id)))
    .map((s) => ({ id: s.id, name: s.name, class_id: s.class_id }));
}

export const remarkRoutes = [
  defineRoute({
    method: 'GET',
    path: '/exams/:id/remarks',
    tag: 'exams',
    summary:
      'The class teacher’s remarks on a class-section’s report cards of the exam (class_section_id), per student with their grade and rank; without it, the class-sections whose remarks the caller may enter',
    access: access.permission('exam-marks'),
    query: remarksQuery,
    handler: async ({ db, caller, params, query }) => {
      const exam = await examOfPath(db, caller.school.id, params.id);
      if (query.class_section_id === undefined)
        return envelope(await remarkSections(db, caller, exam));
      const sectionId = sectionOf(query);
      await assertMayRemark(db, caller, sectionId);
      return envelope(await remarkRows(db, caller, exam, sectionId));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/exams/:id/remarks',
    tag: 'exams',
    summary:
      'Save remarks on report cards: {remarks:[{student_id, remark}]} (a blank remark removes it); a School Admin or the class-section’s class teacher',
    access: access.permission('exam-marks'),
    query: remarksQuery,
    body: remarksSchema,
    audit: { entity: 'report-card-remarks', actions: ['update'] },
    handler: async ({ db, caller, params, query, body, audit }) => {
      const schoolId = caller.school.id;
      const rows = await db.transaction(async (tx) => {
        const exam = await examOfPath(tx, schoolId, params.id);
        const sectionId = sectionOf(query);
        await assertMayRemark(tx, caller, sectionId);
        const current = await remarkRows(tx, caller, exam, sectionId);
        const byId = new Map(current.map((r) => [r.student_id, r]));
        const problems: FieldTexts = {};
        body.remarks.forEach((r, i) => {
          if (!byId.has(r.student_id))
            problems[`remarks.${i}.student_id`] = apiMessage('exams.studentNotSitting');
        });
        if (Object.keys(problems).length) throw validationFailed(problems);
        const changes = body.remarks.filter(
          (r) => (byId.get(r.student_id)?.remark ?? null) !== r.remark,
        );
        for (const r of changes) {
          const key = and(
            eq(reportCardRemarks.schoolId, schoolId),
            eq(reportCardRemarks.examId, exam.id),
            eq(reportCardRemarks.studentId, r.student_id),
          );
          await tx.delete(reportCardRemarks).where(key);
          if (r.remark)
            await tx.insert(reportCardRemarks).values({
              schoolId,
              examId: exam.id,
              studentId: r.student_id,
              remark: r.remark,
              updatedByUserId: caller.userId,
            });
        }
        // By student id (names can repeat), each with the name the log shows.
        const entry = (r: { student_id: number }, remark: string | null) => [
          r.student_id,
          { name: byId.get(r.student_id)?.name, remark },
        ];
        if (changes.length)
          await audit(tx, {
            action: 'update',
            entity: 'report-card-remarks',
            entityId: exam.id,
            before: Object.fromEntries(
              changes.map((r) => entry(r, byId.get(r.student_id)?.remark ?? null)),
            ),
            after: Object.fromEntries(changes.map((r) => entry(r, r.remark))),
          });
        return remarkRows(tx, caller, exam, sectionId);
      });
      return envelope(rows, apiMessage('examReports.remarksSaved'));
    },
  }),
];
