/**
 * The exams module's routes (issue 30): grading scales, exams (list, create, read), the
 * schedule, marks grids with submit, publishing, and results. Every `:id` route reads the exam
 * first, so another school's id is 404 whatever else the request says.
 */
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { examClasses, exams } from '../../../db/schema/exams';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { listResponse } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import {
  allClassSections,
  classSectionsByIds,
  sessionYearOrDefault,
  sessionYearSpan,
} from '../academics';
import { assertMayMark, guardianChildren, readsWholeSchool } from './access';
import { withClassStatuses } from './class-statuses';
import { checkExamRefs, updateExam } from './edit';
import { gridPlace, gridsOf, readGrid } from './grid';
import { examList } from './lists';
import { examResults } from './results';
import { saveMarks } from './save-marks';
import { scaleEditRoute } from './scale-edit';
import { scaleRoutes } from './scales';
import { readSchedule, saveSchedule } from './schedule';
import {
  examEditSchema,
  examSchema,
  gridQuery,
  marksQuery,
  marksSchema,
  publishSchema,
  resultsQuery,
  scheduleSchema,
  type ExamBody,
} from './schemas';
import { deleteExam, examOfPath, examRecord, isPublished, type ExamRecord } from './store';
import { publishExam, submitGrid } from './workflow';
import { marksFileRoutes } from './marks-file-routes';
import { gridReadQuery, marksFile, namedGrid } from './marks-files';

const TAG = 'exams';

/** A guardian's share: the classes their children sit in (null: the caller reads everything). */
async function guardianClasses(tx: Executor, caller: SchoolUser) {
  if (readsWholeSchool(caller)) return null;
  const children = await guardianChildren(tx, caller);
  const sections = await classSectionsByIds(tx, caller.school.id, [...children.classSectionIds]);
  return {
    studentIds: children.ids,
    classSectionIds: children.classSectionIds,
    classIds: [...new Set([...sections.values()].map((s) => s.classId))],
  };
}

/** The exam as the caller may see it: a guardian only one their children's classes sit. */
async function visibleExam(tx: Executor, caller: SchoolUser, raw: string | undefined) {
  const exam = await examOfPath(tx, caller.school.id, raw);
  const share = await guardianClasses(tx, caller);
  if (share && !exam.classes.some((c) => share.classIds.includes(c.class_id)))
    throw notFoundLabelled('exam');
  return { exam, share };
}

async function createExam(tx: Executor, caller: SchoolUser, body: ExamBody): Promise<number> {
  const schoolId = caller.school.id;
  const session = body.session_year_id
    ? await sessionYearSpan(tx, schoolId, body.session_year_id)
    : await sessionYearOrDefault(tx, schoolId);
  if (!session) throw validationFailed({ session_year_id: apiMessage('exams.sessionUnknown') });
  await checkExamRefs(tx, schoolId, body);
  const { id } = oneRow(
    await tx
      .insert(exams)
      .values({
        schoolId,
        name: body.name,
        sessionYearId: session.id,
        semesterId: body.semester_id ?? null,
        examType: body.exam_type,
        createdByUserId: caller.userId,
      })
      .returning({ id: exams.id }),
    'inserting one exam',
  );
  await tx
    .insert(examClasses)
    .values(body.class_ids.map((classId) => ({ schoolId, examId: id, classId })));
  return id;
}

const visibleSchedule = (exam: ExamRecord, share: { classIds: number[] } | null) =>
  share
    ? exam.classes.filter((c) => share.classIds.includes(c.class_id)).map((c) => c.class_id)
    : undefined;

export const examRoutes = [
  ...scaleRoutes,
  scaleEditRoute,
  defineRoute({
    method: 'GET',
    path: '/exams',
    tag: TAG,
    summary:
      'Exams, filtered by session year, term, type and class, each with the state of its classes (draft, submitted, published); a guardian sees their children’s classes’ exams. Paginated, sortable, format=csv',
    access: access.permission('exam-list'),
    query: examList.query,
    handler: async ({ db, caller, query }) => {
      const share = await guardianClasses(db, caller);
      const answer = await listResponse(examList, db, caller.school.id, {
        ...query,
        ...(share && { scope_class_ids: share.classIds }),
      });
      if (answer instanceof Response) return answer;
      return { ...answer, data: await withClassStatuses(db, caller.school.id, answer.data) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/exams',
    tag: TAG,
    summary:
      'An exam of a term (semester_id; the session year’s default when session_year_id is left out) for a set of classes',
    access: access.permission('exam-create'),
    body: examSchema,
    audit: { entity: 'exams', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const created = await db.transaction(async (tx) => {
        const id = await createExam(tx, caller, body);
        const after = await examRecord(tx, caller.school.id, id);
        await audit(tx, { action: 'create', entity: 'exams', entityId: id, after });
        return after;
      });
      return envelope(created, apiMessage('done.examCreated'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/exams/:id',
    tag: TAG,
    summary: 'One exam: its term, type and classes, each with when its results were published',
    access: access.permission('exam-list'),
    handler: async ({ db, caller, params }) =>
      envelope((await visibleExam(db, caller, params.id)).exam),
  }),
  defineRoute({
    method: 'PUT',
    path: '/exams/:id',
    tag: TAG,
    summary:
      'Edit an exam’s name, term (semester_id), type and classes; a class that holds marks cannot be removed (422 naming it), a removed class’s papers go with it',
    access: access.permission('exam-edit'),
    body: examEditSchema,
    audit: { entity: 'exams', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const updated = await db.transaction(async (tx) => {
        const before = await examOfPath(tx, schoolId, params.id);
        await updateExam(tx, schoolId, before, body);
        const after = await examRecord(tx, schoolId, before.id);
        await audit(tx, { action: 'update', entity: 'exams', entityId: before.id, before, after });
        return after;
      });
      return envelope(updated, apiMessage('done.examUpdated'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/exams/:id',
    tag: TAG,
    summary: 'Delete an exam with its schedule; refused (409) once any marks are entered',
    access: access.permission('exam-delete'),
    audit: { entity: 'exams', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      await db.transaction(async (tx) => {
        const exam = await examOfPath(tx, caller.school.id, params.id);
        await deleteExam(tx, caller.school.id, exam.id);
        await audit(tx, { action: 'delete', entity: 'exams', entityId: exam.id, before: exam });
      });
      return envelope(null, apiMessage('done.examDeleted'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/exams/:id/schedule',
    tag: TAG,
    summary:
      'The exam’s papers by date: class, subject, date, start and end time, maximum and pass marks',
    access: access.permission('exam-list'),
    handler: async ({ db, caller, params }) => {
      const { exam, share } = await visibleExam(db, caller, params.id);
      return envelope(
        await readSchedule(db, caller.school.id, exam.id, visibleSchedule(exam, share)),
      );
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/exams/:id/schedule',
    tag: TAG,
    summary:
      'The whole schedule: papers left out are removed (not while they hold marks); a class cannot sit two papers at once; a published class’s papers are locked',
    access: access.permission('exam-edit'),
    body: scheduleSchema,
    audit: { entity: 'exam-schedules', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const papers = await db.transaction(async (tx) => {
        const exam = await examOfPath(tx, schoolId, params.id);
        await saveSchedule(tx, schoolId, audit, exam, body.papers);
        return readSchedule(tx, schoolId, exam.id);
      });
      return envelope(papers, apiMessage('done.scheduleSaved'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/exams/:id/marks',
    tag: TAG,
    summary:
      'A marks grid (class_section_id and subject_id): its students with marks, absent, exempt and each cell’s version; format=csv|xlsx: the grid as a file, the template its import reads; without a grid named, the grids the caller may open',
    access: access.permission('exam-marks'),
    query: gridReadQuery,
    handler: async ({ db, caller, params, query }) => {
      const exam = await examOfPath(db, caller.school.id, params.id);
      if (query.class_section_id === undefined && query.subject_id === undefined)
        return envelope(await gridsOf(db, caller, exam));
      const place = await gridPlace(db, caller.school.id, exam, namedGrid(query));
      await assertMayMark(db, caller, place);
      if (query.format) return marksFile(db, caller.school.id, exam, place, query.format);
      return envelope(await readGrid(db, caller.school.id, exam, place));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/exams/:id/marks',
    tag: TAG,
    summary:
      'Save cells of a grid in one transaction: {marks:[{student_id, marks, absent, exempt, version}]}; 409 when a cell changed since it was read; a published class needs a reason',
    access: access.permission('exam-marks'),
    query: marksQuery,
    body: marksSchema,
    audit: { entity: 'exam-marks', actions: ['update'] },
    handler: async ({ db, caller, params, query, body, audit }) => {
      const schoolId = caller.school.id;
      const grid = await db.transaction(async (tx) => {
        const exam = await examOfPath(tx, schoolId, params.id);
        const place = await gridPlace(tx, schoolId, exam, namedGrid(query));
        await assertMayMark(tx, caller, place);
        await saveMarks(tx, caller, audit, exam, place, body);
        return readGrid(tx, schoolId, exam, place);
      });
      return envelope(grid, apiMessage('done.marksSaved'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/exams/:id/submit',
    tag: TAG,
    summary:
      'The subject teacher submits a complete grid (class_section_id, subject_id) for publishing',
    access: access.permission('exam-marks'),
    body: gridQuery,
    audit: { entity: 'exam-mark-sheets', actions: ['submit'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const grid = await db.transaction(async (tx) => {
        const exam = await examOfPath(tx, schoolId, params.id);
        const place = await gridPlace(tx, schoolId, exam, body);
        await assertMayMark(tx, caller, place);
        await submitGrid(tx, caller, audit, exam, place);
        return readGrid(tx, schoolId, exam, place);
      });
      return envelope(grid, apiMessage('done.marksSubmitted'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/exams/:id/publish',
    tag: TAG,
    summary:
      'Publish the results of the classes named (class_ids) or of the whole exam; a published class again only with republish: true',
    access: access.permission('exam-publish'),
    body: publishSchema,
    audit: { entity: 'exams', actions: ['publish'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const exam = await db.transaction(async (tx) =>
        publishExam(tx, caller, audit, await examOfPath(tx, schoolId, params.id), body),
      );
      return envelope(exam, apiMessage('done.resultsPublished'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/exams/:id/results',
    tag: TAG,
    summary:
      'A class-section’s results (class_section_id): per subject and overall total, percentage, grade, grade point, pass or fail, rank and the term’s attendance; without it, the class-sections of the exam. A guardian: their children’s, once published',
    access: access.permission('exam-list'),
    query: resultsQuery,
    handler: async ({ db, caller, params, query }) => {
      const schoolId = caller.school.id;
      const { exam, share } = await visibleExam(db, caller, params.id);
      if (query.class_section_id === undefined)
        return envelope(await sectionsOf(db, schoolId, exam, share?.classSectionIds));
      if (share && !share.classSectionIds.has(query.class_section_id))
        throw notFoundLabelled('exam');
      const results = await examResults(
        db,
        schoolId,
        exam,
        query.class_section_id,
        caller.format.timeZone,
      );
      if (!share) return envelope(results);
      if (!results.published) throw notFoundLabelled('exam');
      return envelope({
        ...results,
        students: results.students.filter((s) => share.studentIds.has(s.student_id)),
      });
    },
  }),
];

/** The class-sections of the exam's classes (a guardian's: their children's, published only). */
async function sectionsOf(
  tx: Executor,
  schoolId: number,
  exam: ExamRecord,
  only: Set<number> | undefined,
) {
  const sections = (await allClassSections(tx, schoolId)).filter(
    (s) =>
      exam.classes.some((c) => c.class_id === s.class_id) &&
      (!only || (only.has(s.id) && isPublished(exam, s.class_id))),
  );
  return sections.map((s) => ({
    id: s.id,
    name: s.name,
    class_id: s.class_id,
    published: isPublished(exam, s.class_id),
  }));
}

// A grid's export and import (marks-file-routes.ts).
examRoutes.push(...marksFileRoutes);
