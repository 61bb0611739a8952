/**
 * The exams list (GET /api/exams): list conventions (page, sort, search by name, CSV of the
 * whole filter), filtered by session year, term, type and class. A guardian's list holds the
 * exams of their children's classes only (`scope_class_ids`, set by the route, never sent).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { examClasses, exams } from '../../../db/schema/exams';
import { EXAM_TYPES } from '../../../db/schema/exams-values';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { INT4_MAX } from '../../../validation/integers';
import { academicNames } from '../academics';
import type { ExamListRow } from './types';

const id = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a number.`)
    .positive(`The ${label} must be a number.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

export const examListQuery = listQuery(['name', 'id'], {
  session_year_id: id('session year').optional(),
  semester_id: id('term').optional(),
  exam_type: z
    .enum(EXAM_TYPES, { error: 'The exam type must be unit_test, mid_term or final.' })
    .optional(),
  class_id: id('class').optional(),
});
type Params = z.output<typeof examListQuery> & { scope_class_ids?: number[] };

/** Exams with a class among `classIds` (a sub-select over exam_classes). */
const sittingAny = (classIds: number[]) =>
  sql`exists (select 1 from ${examClasses} where ${examClasses.schoolId} = ${exams.schoolId}
    and ${examClasses.examId} = ${exams.id} and ${inArray(examClasses.classId, classIds.length ? classIds : [0])})`;

const classCount = (published: boolean) =>
  sql<number>`(select count(*) from ${examClasses} where ${examClasses.schoolId} = ${exams.schoolId}
    and ${examClasses.examId} = ${exams.id}${published ? sql` and ${examClasses.publishedAt} is not null` : sql``})`.mapWith(
    Number,
  );

const queries = queriesOf<ExamListRow, Params>({
  select: (db) =>
    db
      .select({
        id: exams.id,
        name: exams.name,
        exam_type: exams.examType,
        session_year_id: exams.sessionYearId,
        session_year_name: academicNames.sessionYear(exams.schoolId, exams.sessionYearId),
        semester_id: exams.semesterId,
        class_count: classCount(false),
        published_count: classCount(true),
      })
      .from(exams),
  schoolId: exams.schoolId,
  id: exams.id,
  search: [exams.name],
  sort: { name: exams.name, id: exams.id },
  defaultSort: '-id',
  filters: (p) => [
    p.session_year_id === undefined ? undefined : eq(exams.sessionYearId, p.session_year_id),
    p.semester_id === undefined ? undefined : eq(exams.semesterId, p.semester_id),
    p.exam_type === undefined ? undefined : eq(exams.examType, p.exam_type),
    p.class_id === undefined ? undefined : sittingAny([p.class_id]),
    p.scope_class_ids === undefined ? undefined : sittingAny(p.scope_class_ids),
  ],
});

export const examList: ListDefinition<ExamListRow, Params> = {
  query: examListQuery,
  queries,
  csv: {
    fileName: 'exams.csv',
    columns: [
      { header: 'Exam', value: (r) => r.name },
      { header: 'Type', value: (r) => r.exam_type },
      { header: 'Session year', value: (r) => r.session_year_name },
      { header: 'Classes', value: (r) => r.class_count },
      { header: 'Published classes', value: (r) => r.published_count },
    ],
  },
};
