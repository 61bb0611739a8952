/** Subjects: name, optional code (unique in the school), Theory or Practical, a colour. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { classSubjects, classes, subjects } from '../../../db/schema/academics';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { deleteRow, insertRow, updateRow, usedBy } from './references';
import { SUBJECT_TYPES, subjectSchema, type SubjectBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'subjects_school_name_type_unique',
  'name',
  apiMessage('academics.subjectNameTaken'),
);
reportUniqueViolationOn(
  'subjects_school_code_unique',
  'code',
  apiMessage('academics.subjectCodeTaken'),
);

const query = listQuery(['name', 'code', 'type', 'id'], {
  type: subjectSchema.shape.type.optional(),
});

type SubjectRow = {
  id: number;
  name: string;
  code: string | null;
  type: (typeof SUBJECT_TYPES)[number];
  color: string | null;
};

const queries = queriesOf<SubjectRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: subjects.id,
        name: subjects.name,
        code: subjects.code,
        type: subjects.type,
        color: subjects.color,
      })
      .from(subjects),
  schoolId: subjects.schoolId,
  id: subjects.id,
  search: [subjects.name, subjects.code],
  sort: { name: subjects.name, code: subjects.code, type: subjects.type, id: subjects.id },
  defaultSort: 'name',
  filters: (p) => [p.type ? eq(subjects.type, p.type) : undefined],
});

const columns = (b: SubjectBody) => ({ name: b.name, code: b.code, type: b.type, color: b.color });

export const subjectRoutes = resourceRoutes({
  path: '/subjects',
  tag: 'academics',
  label: 'subject',
  access: permissionsOf('subject'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'subjects.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Code', value: (r) => r.code },
        { header: 'Type', value: (r) => r.type },
        { header: 'Colour', value: (r) => r.color },
      ],
    },
  },
  get: queries.get,
  body: subjectSchema,
  create: (tx, schoolId, body) => insertRow(tx, subjects, { schoolId, ...columns(body) }),
  update: (tx, schoolId, id, body) => updateRow(tx, subjects, schoolId, id, columns(body)),
  usages: [
    usedBy(['class', 'classes'], classSubjects, classSubjects.subjectId, classes.name, (q) =>
      q.innerJoin(
        classes,
        and(eq(classes.schoolId, classSubjects.schoolId), eq(classes.id, classSubjects.classId)),
      ),
    ),
  ],
  remove: (tx, schoolId, id) => deleteRow(tx, subjects, schoolId, id),
});
