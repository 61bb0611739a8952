/**
 * Class-subjects: the subjects taught in a class, Compulsory or Elective (an elective group:
 * "choose N of M"), for the whole year or, where the class uses semesters, per semester;
 * unique per (class, subject, semester).
 *
 * A write works on a "unit": one compulsory row, or every row of one elective group. Creating
 * makes a unit; editing any row of a group edits the group (its name, N and its subjects);
 * rows are kept and re-pointed where possible, so their ids stay stable for later modules.
 */
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  classSubjects,
  classes,
  electiveGroups,
  semesters,
  subjects,
} from '../../../db/schema/academics';
import { ApiError, notFound, reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import {
  CLASS_SUBJECT_TYPES,
  classSubjectSchema,
  type ClassSubjectBody,
} from './class-subject-schemas';
import { optionalRefId } from './fields';
import { deleteRow, insertRow, requireReferences, updateRow } from './references';
import { electiveRemovalProblem } from './rules';
import { ACADEMIC_ROWS } from './usage-targets';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'elective_groups_class_semester_name_unique',
  'group_name',
  apiMessage('academics.electiveGroupTaken'),
);
reportUniqueViolationOn(
  'class_subjects_class_subject_semester_unique',
  'subject_ids',
  apiMessage('academics.subjectAlreadyTaught'),
);

const query = listQuery(['class', 'subject', 'type', 'semester', 'id'], {
  class_id: optionalRefId('class').optional(),
  semester_id: optionalRefId('semester').optional(),
  type: z.enum(CLASS_SUBJECT_TYPES).optional(),
});

type ClassSubjectRow = {
  id: number;
  class_id: number;
  class: string;
  semester_id: number | null;
  semester: string | null;
  subject_id: number;
  subject: string;
  subject_code: string | null;
  type: (typeof CLASS_SUBJECT_TYPES)[number];
  elective_group_id: number | null;
  group_name: string | null;
  choose_count: number | null;
  /** The subjects of the row's unit: its group's, or its own. */
  subject_ids: number[];
};

const joinOn = (t: { schoolId: AnyPgColumn; id: AnyPgColumn }, column: AnyPgColumn) =>
  and(eq(t.schoolId, classSubjects.schoolId), eq(t.id, column));

const queries = queriesOf<ClassSubjectRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: classSubjects.id,
        class_id: classSubjects.classId,
        class: classes.name,
        semester_id: classSubjects.semesterId,
        semester: semesters.name,
        subject_id: classSubjects.subjectId,
        subject: subjects.name,
        subject_code: subjects.code,
        type: classSubjects.type,
        elective_group_id: classSubjects.electiveGroupId,
        group_name: electiveGroups.name,
        choose_count: electiveGroups.chooseCount,
        subject_ids: sql<number[]>`case when ${classSubjects.electiveGroupId} is null
          then array[${classSubjects.subjectId}]
          else array(select sibling.subject_id from ${classSubjects} sibling
            where sibling.school_id = ${classSubjects.schoolId}
              and sibling.elective_group_id = ${classSubjects.electiveGroupId}
            order by sibling.id) end`,
      })
      .from(classSubjects)
      .innerJoin(classes, joinOn(classes, classSubjects.classId))
      .innerJoin(subjects, joinOn(subjects, classSubjects.subjectId))
      .leftJoin(semesters, joinOn(semesters, classSubjects.semesterId))
      .leftJoin(electiveGroups, joinOn(electiveGroups, classSubjects.electiveGroupId)),
  schoolId: classSubjects.schoolId,
  id: classSubjects.id,
  search: [classes.name, subjects.name, subjects.code, electiveGroups.name],
  sort: {
    class: classes.name,
    subject: subjects.name,
    type: classSubjects.type,
    semester: semesters.name,
    id: classSubjects.id,
  },
  defaultSort: 'class',
  filters: (p) => [
    p.class_id ? eq(classSubjects.classId, p.class_id) : undefined,
    p.semester_id ? eq(classSubjects.semesterId, p.semester_id) : undefined,
    p.type ? eq(classSubjects.type, p.type) : undefined,
  ],
});

type Unit = { groupId: number | null; rows: { id: number; subjectId: number }[] };
const NEW_UNIT: Unit = { groupId: null, rows: [] };

async function unitOf(tx: Executor, schoolId: number, id: number): Promise<Unit | undefined> {
  const [row] = await tx
    .select({
      id: classSubjects.id,
      subjectId: classSubjects.subjectId,
      groupId: classSubjects.electiveGroupId,
    })
    .from(classSubjects)
    .where(and(eq(classSubjects.schoolId, schoolId), eq(classSubjects.id, id)));
  if (!row) return undefined;
  if (row.groupId === null) return { groupId: null, rows: [row] };
  const rows = await tx
    .select({ id: classSubjects.id, subjectId: classSubjects.subjectId })
    .from(classSubjects)
    .where(
      and(eq(classSubjects.schoolId, schoolId), eq(classSubjects.electiveGroupId, row.groupId)),
    )
    .orderBy(classSubjects.id);
  // The edited row first, so that it is the one kept when rows are re-pointed.
  return {
    groupId: row.groupId,
    rows: rows.sort((a, b) => (a.id === id ? -1 : b.id === id ? 1 : 0)),
  };
}

/** References, the class's use of semesters, and subjects the class already has elsewhere. */
async function checkBody(tx: Executor, schoolId: number, unit: Unit, body: ClassSubjectBody) {
  await requireReferences(tx, schoolId, [
    { table: classes, ids: body.class_id, field: 'class_id', label: 'class' },
    { table: semesters, ids: body.semester_id, field: 'semester_id', label: 'semester' },
    { table: subjects, ids: body.subject_ids, field: 'subject_ids', label: 'subject' },
  ]);
  const [cls] = await tx
    .select({ name: classes.name, usesSemesters: classes.usesSemesters })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, body.class_id)));
  if (!cls) throw notFound('class');
  if (body.semester_id !== null && !cls.usesSemesters)
    throw validationFailed({
      semester_id: apiMessage('academics.noSemesters', { className: cls.name }),
    });
  const unitIds = unit.rows.map((r) => r.id);
  const taken = await tx
    .select({ name: subjects.name })
    .from(classSubjects)
    .innerJoin(subjects, joinOn(subjects, classSubjects.subjectId))
    .where(
      and(
        eq(classSubjects.schoolId, schoolId),
        eq(classSubjects.classId, body.class_id),
        body.semester_id === null
          ? isNull(classSubjects.semesterId)
          : eq(classSubjects.semesterId, body.semester_id),
        inArray(classSubjects.subjectId, body.subject_ids),
        unitIds.length ? notInArray(classSubjects.id, unitIds) : undefined,
      ),
    )
    .orderBy(subjects.name);
  if (taken.length)
    throw validationFailed({
      subject_ids: apiMessage('academics.subjectsTaken', {
        className: cls.name,
        subjects: taken.map((t) => t.name).join(', '),
        scope: body.semester_id === null ? 'year' : 'semester',
      }),
    });
}

/** Makes `unit` match `body`; returns the id of the unit's first row. */
async function saveUnit(
  tx: Executor,
  schoolId: number,
  unit: Unit,
  body: ClassSubjectBody,
): Promise<number> {
  await checkBody(tx, schoolId, unit, body);
  let groupId: number | null = null;
  if (body.type === 'Elective') {
    const group = {
      classId: body.class_id,
      semesterId: body.semester_id,
      name: body.group_name ?? '',
      chooseCount: body.choose_count ?? 1,
    };
    groupId = unit.groupId ?? (await insertRow(tx, electiveGroups, { schoolId, ...group }));
    if (unit.groupId) await updateRow(tx, electiveGroups, schoolId, unit.groupId, group);
  }
  const wanted = new Set(body.subject_ids);
  const kept = unit.rows.filter((r) => wanted.has(r.subjectId));
  const spare = unit.rows.filter((r) => !wanted.has(r.subjectId));
  const added = body.subject_ids.filter((s) => !kept.some((r) => r.subjectId === s));
  const common = {
    classId: body.class_id,
    semesterId: body.semester_id,
    type: body.type,
    electiveGroupId: groupId,
  };
  // Rows leaving the unit are deleted first, so the unique key never sees them twice.
  const reused = spare.slice(0, added.length);
  const dropped = spare.slice(added.length).map((r) => r.id);
  if (dropped.length)
    await tx
      .delete(classSubjects)
      .where(and(eq(classSubjects.schoolId, schoolId), inArray(classSubjects.id, dropped)));
  for (const row of kept) await updateRow(tx, classSubjects, schoolId, row.id, common);
  for (const [i, row] of reused.entries())
    await updateRow(tx, classSubjects, schoolId, row.id, { ...common, subjectId: added[i] });
  const ids = [...kept, ...reused].map((r) => r.id);
  for (const subjectId of added.slice(reused.length))
    ids.push(await insertRow(tx, classSubjects, { schoolId, ...common, subjectId }));
  if (unit.groupId && groupId === null) await deleteRow(tx, electiveGroups, schoolId, unit.groupId);
  const [first] = ids;
  if (first === undefined)
    throw new Error('A unit keeps or adds at least one subject: the schema asks for one');
  return first;
}

export const classSubjectRoutes = resourceRoutes({
  path: '/class-subjects',
  tag: 'academics',
  label: 'class-subject',
  access: permissionsOf('class-subject'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'class-subjects.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Class', value: (r) => r.class },
        { header: 'Semester', value: (r) => r.semester ?? 'Whole year' },
        { header: 'Subject', value: (r) => r.subject },
        { header: 'Code', value: (r) => r.subject_code },
        { header: 'Type', value: (r) => r.type },
        { header: 'Elective group', value: (r) => r.group_name },
        {
          header: 'Choose',
          value: (r) => (r.choose_count ? `${r.choose_count} of ${r.subject_ids.length}` : null),
        },
      ],
    },
  },
  get: queries.get,
  body: classSubjectSchema,
  create: (tx, schoolId, body) => saveUnit(tx, schoolId, NEW_UNIT, body),
  update: async (tx, schoolId, id, body) => {
    const unit = await unitOf(tx, schoolId, id);
    return unit ? saveUnit(tx, schoolId, unit, body) : false;
  },
  usageTarget: ACADEMIC_ROWS.classSubject,
  usages: [],
  beforeDelete: async (tx, schoolId, row) => {
    if (row.elective_group_id === null || row.group_name === null || row.choose_count === null)
      return;
    const problem = electiveRemovalProblem(
      row.group_name,
      row.choose_count,
      row.subject_ids.length,
    );
    if (problem) throw new ApiError('conflict', problem);
  },
  remove: (tx, schoolId, id) => deleteRow(tx, classSubjects, schoolId, id),
});
