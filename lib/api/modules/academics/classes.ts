/**
 * Classes: name, medium, optional shift and stream, and whether the class uses semesters. A
 * class is unique per (name, medium, stream). What may still use a class: its sections, class
 * groups, class-subjects and fee structures.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  classGroupClasses,
  classGroups,
  classSections,
  classSubjects,
  classes,
  electiveGroups,
  mediums,
  sections,
  shifts,
  streams,
  subjects,
} from '../../../db/schema/academics';
import { reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { deleteRow, insertRow, requireReferences, updateRow, usedBy } from './references';
import { ACADEMIC_ROWS } from './usage-targets';
import { classSchema, type ClassBody } from './schemas';
import { optionalRefId } from './fields';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'classes_school_name_medium_unique',
  'name',
  apiMessage('academics.classNameTaken'),
);

const query = listQuery(['name', 'medium', 'shift', 'stream', 'id'], {
  medium_id: optionalRefId('medium').optional(),
});

export type ClassRow = {
  id: number;
  name: string;
  medium_id: number;
  medium: string;
  shift_id: number | null;
  shift: string | null;
  stream_id: number | null;
  stream: string | null;
  uses_semesters: boolean;
};

const sameSchool = (t: { schoolId: AnyPgColumn; id: AnyPgColumn }, column: AnyPgColumn) =>
  and(eq(t.schoolId, classes.schoolId), eq(t.id, column));

const queries = queriesOf<ClassRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: classes.id,
        name: classes.name,
        medium_id: classes.mediumId,
        medium: mediums.name,
        shift_id: classes.shiftId,
        shift: shifts.name,
        stream_id: classes.streamId,
        stream: streams.name,
        uses_semesters: classes.usesSemesters,
      })
      .from(classes)
      .innerJoin(mediums, sameSchool(mediums, classes.mediumId))
      .leftJoin(shifts, sameSchool(shifts, classes.shiftId))
      .leftJoin(streams, sameSchool(streams, classes.streamId)),
  schoolId: classes.schoolId,
  id: classes.id,
  search: [classes.name, mediums.name, streams.name],
  sort: {
    name: classes.name,
    medium: mediums.name,
    shift: shifts.name,
    stream: streams.name,
    id: classes.id,
  },
  defaultSort: 'name',
  filters: (p) => [p.medium_id ? eq(classes.mediumId, p.medium_id) : undefined],
});

const columns = (b: ClassBody) => ({
  name: b.name,
  mediumId: b.medium_id,
  shiftId: b.shift_id,
  streamId: b.stream_id,
  usesSemesters: b.uses_semesters,
});

async function checkReferences(tx: Executor, schoolId: number, body: ClassBody) {
  await requireReferences(tx, schoolId, [
    { table: mediums, ids: body.medium_id, field: 'medium_id', label: 'medium' },
    { table: shifts, ids: body.shift_id, field: 'shift_id', label: 'shift' },
    { table: streams, ids: body.stream_id, field: 'stream_id', label: 'stream' },
  ]);
}

/** A class that stops using semesters must not keep subjects or groups tied to one. */
async function checkSemesterSwitch(tx: Executor, schoolId: number, id: number, body: ClassBody) {
  if (body.uses_semesters) return;
  const row = oneRow(
    await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(classSubjects)
      .where(
        and(
          eq(classSubjects.schoolId, schoolId),
          eq(classSubjects.classId, id),
          isNotNull(classSubjects.semesterId),
        ),
      ),
    'an aggregate without group by',
  );
  if (row.n > 0)
    throw validationFailed({
      uses_semesters: apiMessage('academics.subjectsPerSemester', { count: row.n }),
    });
}

const ofThisClass = (t: typeof classSections | typeof classSubjects | typeof electiveGroups) =>
  t.classId;

export const classRoutes = resourceRoutes({
  path: '/classes',
  tag: 'academics',
  label: 'class',
  access: permissionsOf('class'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'classes.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Medium', value: (r) => r.medium },
        { header: 'Shift', value: (r) => r.shift },
        { header: 'Stream', value: (r) => r.stream },
        { header: 'Uses semesters', value: (r) => (r.uses_semesters ? 'Yes' : 'No') },
      ],
    },
  },
  get: queries.get,
  body: classSchema,
  create: async (tx, schoolId, body) => {
    await checkReferences(tx, schoolId, body);
    return insertRow(tx, classes, { schoolId, ...columns(body) });
  },
  update: async (tx, schoolId, id, body) => {
    await checkReferences(tx, schoolId, body);
    await checkSemesterSwitch(tx, schoolId, id, body);
    return updateRow(tx, classes, schoolId, id, columns(body));
  },
  usageTarget: ACADEMIC_ROWS.class,
  usages: [
    usedBy(['section', 'sections'], classSections, ofThisClass(classSections), sections.name, (q) =>
      q.innerJoin(
        sections,
        and(
          eq(sections.schoolId, classSections.schoolId),
          eq(sections.id, classSections.sectionId),
        ),
      ),
    ),
    usedBy(
      ['class group', 'class groups'],
      classGroupClasses,
      classGroupClasses.classId,
      classGroups.name,
      (q) =>
        q.innerJoin(
          classGroups,
          and(
            eq(classGroups.schoolId, classGroupClasses.schoolId),
            eq(classGroups.id, classGroupClasses.classGroupId),
          ),
        ),
    ),
    usedBy(['subject', 'subjects'], classSubjects, ofThisClass(classSubjects), subjects.name, (q) =>
      q.innerJoin(
        subjects,
        and(
          eq(subjects.schoolId, classSubjects.schoolId),
          eq(subjects.id, classSubjects.subjectId),
        ),
      ),
    ),
  ],
  remove: (tx, schoolId, id) => deleteRow(tx, classes, schoolId, id),
});
