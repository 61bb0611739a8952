/** Semesters: name with start and end month. Class-subjects and elective groups may be per semester. */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  classSubjects,
  classes,
  electiveGroups,
  months,
  semesters,
} from '../../../db/schema/academics';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { deleteRow, insertRow, updateRow, usedBy } from './references';
import { semesterSchema, type SemesterBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'semesters_school_name_unique',
  'name',
  apiMessage('academics.semesterNameTaken'),
);

const query = listQuery(['name', 'start_month', 'end_month', 'id']);
export type SemesterRow = {
  id: number;
  name: string;
  start_month: number;
  end_month: number;
  start_month_name: string;
  end_month_name: string;
};

const monthName = (column: AnyPgColumn) =>
  sql<string>`(select ${months.name} from ${months} where ${months.id} = ${column})`;

const queries = queriesOf<SemesterRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: semesters.id,
        name: semesters.name,
        start_month: semesters.startMonth,
        end_month: semesters.endMonth,
        start_month_name: monthName(semesters.startMonth),
        end_month_name: monthName(semesters.endMonth),
      })
      .from(semesters),
  schoolId: semesters.schoolId,
  id: semesters.id,
  search: [semesters.name],
  sort: {
    name: semesters.name,
    start_month: semesters.startMonth,
    end_month: semesters.endMonth,
    id: semesters.id,
  },
  defaultSort: 'start_month',
});

const columns = (b: SemesterBody) => ({
  name: b.name,
  startMonth: b.start_month,
  endMonth: b.end_month,
});

const classOf = (table: typeof classSubjects | typeof electiveGroups) =>
  and(eq(classes.schoolId, table.schoolId), eq(classes.id, table.classId));

export const semesterRoutes = resourceRoutes({
  path: '/semesters',
  tag: 'academics',
  label: 'semester',
  access: permissionsOf('semester'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'semesters.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Start month', value: (r) => r.start_month_name },
        { header: 'End month', value: (r) => r.end_month_name },
      ],
    },
  },
  get: queries.get,
  body: semesterSchema,
  create: (tx, schoolId, body) => insertRow(tx, semesters, { schoolId, ...columns(body) }),
  update: (tx, schoolId, id, body) => updateRow(tx, semesters, schoolId, id, columns(body)),
  usages: [
    usedBy(
      ['class-subject', 'class-subjects'],
      classSubjects,
      classSubjects.semesterId,
      classes.name,
      (q) => q.innerJoin(classes, classOf(classSubjects)),
    ),
    usedBy(
      ['elective group', 'elective groups'],
      electiveGroups,
      electiveGroups.semesterId,
      sql`${classes.name} || ': ' || ${electiveGroups.name}`,
      (q) => q.innerJoin(classes, classOf(electiveGroups)),
    ),
  ],
  remove: (tx, schoolId, id) => deleteRow(tx, semesters, schoolId, id),
});
