/**
 * An exam's schedule (GET/PUT /api/exams/{id}/schedule): per class, each subject's paper with
 * its date, start and end time, maximum and pass marks. PUT sends the whole schedule: papers
 * left out are removed (refused while they hold marks), a class cannot sit two papers at once
 * (refused naming the other subject), and a published class's papers are locked.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { examMarks, examPapers } from '../../../db/schema/exams';
import type { AuditRecorder } from '../../http/audit';
import { ApiError, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { academicViews, allClassSections, classSubjectsOf, subjectNames } from '../academics';
import { fromHundredths } from './rules/marks';
import { firstClash, firstRepeat } from './rules/schedule';
import type { PaperBody } from './schemas';
import { isPublished, type ExamRecord } from './store';
import type { PaperRow } from './types';

const classNames = academicViews.classes;

/** The papers of the exam (of `classIds` only, when given), by date and time. */
export async function readSchedule(
  tx: Executor,
  schoolId: number,
  examId: number,
  classIds?: readonly number[],
): Promise<PaperRow[]> {
  const rows = await tx
    .select({
      class_id: examPapers.classId,
      class_name: classNames.name,
      subject_id: examPapers.subjectId,
      date: examPapers.examDate,
      start_time: examPapers.startTime,
      end_time: examPapers.endTime,
      max_marks: examPapers.maxMarks,
      pass_marks: examPapers.passMarks,
    })
    .from(examPapers)
    .innerJoin(
      classNames,
      and(eq(classNames.schoolId, examPapers.schoolId), eq(classNames.id, examPapers.classId)),
    )
    .where(
      and(
        eq(examPapers.schoolId, schoolId),
        eq(examPapers.examId, examId),
        classIds ? inArray(examPapers.classId, classIds.length ? [...classIds] : [0]) : undefined,
      ),
    )
    .orderBy(asc(examPapers.examDate), asc(examPapers.startTime), asc(classNames.name));
  const names = await subjectNames(
    tx,
    schoolId,
    rows.map((r) => r.subject_id),
  );
  return rows.map((r) => ({
    ...r,
    subject_name: names.get(r.subject_id) ?? '',
    max_marks: fromHundredths(r.max_marks),
    pass_marks: fromHundredths(r.pass_marks),
  }));
}

const timed = (p: PaperBody) => ({
  classId: p.class_id,
  subjectId: p.subject_id,
  date: p.date,
  startTime: p.start_time,
  endTime: p.end_time,
});

/** Refusals of the papers themselves: classes of the exam, subjects of the class, clashes. */
async function checkPapers(tx: Executor, schoolId: number, exam: ExamRecord, papers: PaperBody[]) {
  const classIds = exam.classes.map((c) => c.class_id);
  const taught = await classSubjectsOf(tx, schoolId, classIds);
  const names = new Map(taught.map((t) => [t.subjectId, t.subject]));
  for (const [i, p] of papers.entries()) {
    if (!classIds.includes(p.class_id))
      throw validationFailed({ [`papers.${i}.class_id`]: apiMessage('exams.classNotSitting') });
    if (!taught.some((t) => t.classId === p.class_id && t.subjectId === p.subject_id))
      throw validationFailed({ [`papers.${i}.subject_id`]: apiMessage('exams.subjectNotTaught') });
  }
  const repeat = firstRepeat(papers.map(timed));
  if (repeat)
    throw validationFailed({
      [`papers.${repeat.index}.subject_id`]: apiMessage('exams.paperTwice', {
        subject: names.get(papers[repeat.index]?.subject_id ?? 0) ?? '',
      }),
    });
  const clash = firstClash(papers.map(timed));
  if (clash) {
    const paper = papers[clash.index];
    const other = papers[clash.other];
    throw validationFailed({
      [`papers.${clash.index}.start_time`]: apiMessage('exams.classClash', {
        subject: names.get(paper?.subject_id ?? 0) ?? '',
        other: names.get(other?.subject_id ?? 0) ?? '',
        date: paper?.date ?? '',
      }),
    });
  }
}

const key = (classId: number, subjectId: number) => `${classId}:${subjectId}`;

/** The highest mark entered per class and subject of the exam (hundredths; absent counts 0). */
async function highestMarks(tx: Executor, schoolId: number, examId: number) {
  const rows = await tx
    .select({
      classSectionId: examMarks.classSectionId,
      subjectId: examMarks.subjectId,
      highest: sql<number>`max(coalesce(${examMarks.marks}, 0))`.mapWith(Number),
    })
    .from(examMarks)
    .where(and(eq(examMarks.schoolId, schoolId), eq(examMarks.examId, examId)))
    .groupBy(examMarks.classSectionId, examMarks.subjectId);
  const classOf = new Map((await allClassSections(tx, schoolId)).map((s) => [s.id, s.class_id]));
  const highest = new Map<string, number>();
  for (const r of rows) {
    const k = key(classOf.get(r.classSectionId) ?? 0, r.subjectId);
    highest.set(k, Math.max(highest.get(k) ?? 0, r.highest));
  }
  return highest;
}

export async function saveSchedule(
  tx: Executor,
  schoolId: number,
  audit: AuditRecorder,
  exam: ExamRecord,
  papers: PaperBody[],
): Promise<void> {
  await checkPapers(tx, schoolId, exam, papers);
  const before = await readSchedule(tx, schoolId, exam.id);
  const sent = new Map(papers.map((p) => [key(p.class_id, p.subject_id), p]));
  const stored = new Map(before.map((p) => [key(p.class_id, p.subject_id), p]));
  const highest = await highestMarks(tx, schoolId, exam.id);
  for (const [k, old] of stored) {
    const now = sent.get(k);
    const changed =
      !now ||
      now.date !== old.date ||
      now.start_time !== old.start_time ||
      now.end_time !== old.end_time ||
      now.max_marks !== Math.round(old.max_marks * 100) ||
      now.pass_marks !== Math.round(old.pass_marks * 100);
    if (changed && isPublished(exam, old.class_id))
      throw new ApiError('conflict', apiMessage('exams.scheduleLocked', { class: old.class_name }));
    if (!now && highest.has(k))
      throw new ApiError(
        'conflict',
        apiMessage('exams.paperHasMarks', { subject: old.subject_name, class: old.class_name }),
      );
  }
  for (const [k, p] of sent) {
    if (!stored.has(k) && isPublished(exam, p.class_id))
      throw new ApiError(
        'conflict',
        apiMessage('exams.scheduleLocked', { class: String(p.class_id) }),
      );
    if ((highest.get(k) ?? 0) > p.max_marks)
      throw new ApiError(
        'conflict',
        apiMessage('exams.maxBelowMarks', { highest: fromHundredths(highest.get(k) ?? 0) }),
      );
  }
  const removed = [...stored.keys()].filter((k) => !sent.has(k));
  for (const k of removed) {
    const [classId, subjectId] = k.split(':').map(Number);
    await tx
      .delete(examPapers)
      .where(
        and(
          eq(examPapers.schoolId, schoolId),
          eq(examPapers.examId, exam.id),
          eq(examPapers.classId, classId ?? 0),
          eq(examPapers.subjectId, subjectId ?? 0),
        ),
      );
  }
  if (papers.length)
    await tx
      .insert(examPapers)
      .values(
        papers.map((p) => ({
          schoolId,
          examId: exam.id,
          classId: p.class_id,
          subjectId: p.subject_id,
          examDate: p.date,
          startTime: p.start_time,
          endTime: p.end_time,
          maxMarks: p.max_marks,
          passMarks: p.pass_marks,
        })),
      )
      .onConflictDoUpdate({
        target: [examPapers.schoolId, examPapers.examId, examPapers.classId, examPapers.subjectId],
        set: {
          examDate: sql`excluded.exam_date`,
          startTime: sql`excluded.start_time`,
          endTime: sql`excluded.end_time`,
          maxMarks: sql`excluded.max_marks`,
          passMarks: sql`excluded.pass_marks`,
          updatedAt: sql`now()`,
        },
      });
  await audit(tx, {
    action: 'update',
    entity: 'exam-schedules',
    entityId: exam.id,
    before: { papers: before },
    after: { papers: await readSchedule(tx, schoolId, exam.id) },
  });
}
