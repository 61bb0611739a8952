/** Class groups: a named set of classes ("Primary" = Grades 1 to 5). Deleting one frees its classes. */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { classGroupClasses, classGroups, classes } from '../../../db/schema/academics';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { deleteRow, insertRow, requireReferences, updateRow } from './references';
import { classGroupSchema, type ClassGroupBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'class_groups_school_name_unique',
  'name',
  apiMessage('academics.classGroupNameTaken'),
);

const query = listQuery(['name', 'id']);

type ClassGroupRow = {
  id: number;
  name: string;
  description: string | null;
  class_ids: number[];
  classes: string;
};

const members = sql`from ${classGroupClasses} m join ${classes} c on c.school_id = m.school_id and c.id = m.class_id
  where m.school_id = ${classGroups.schoolId} and m.class_group_id = ${classGroups.id}`;

const queries = queriesOf<ClassGroupRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: classGroups.id,
        name: classGroups.name,
        description: classGroups.description,
        class_ids: sql<number[]>`array(select m.class_id ${members} order by m.class_id)`,
        classes: sql<string>`coalesce((select string_agg(c.name, ', ' order by c.name) ${members}), '')`,
      })
      .from(classGroups),
  schoolId: classGroups.schoolId,
  id: classGroups.id,
  search: [classGroups.name, classGroups.description],
  sort: { name: classGroups.name, id: classGroups.id },
  defaultSort: 'name',
});

async function setMembers(tx: Executor, schoolId: number, groupId: number, body: ClassGroupBody) {
  await requireReferences(tx, schoolId, [
    { table: classes, ids: body.class_ids, field: 'class_ids', label: 'class' },
  ]);
  await tx
    .delete(classGroupClasses)
    .where(
      and(eq(classGroupClasses.schoolId, schoolId), eq(classGroupClasses.classGroupId, groupId)),
    );
  await tx
    .insert(classGroupClasses)
    .values(body.class_ids.map((classId) => ({ schoolId, classGroupId: groupId, classId })));
}

export const classGroupRoutes = resourceRoutes({
  path: '/class-groups',
  tag: 'academics',
  label: 'class group',
  access: permissionsOf('class-group'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'class-groups.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Description', value: (r) => r.description },
        { header: 'Classes', value: (r) => r.classes },
      ],
    },
  },
  get: queries.get,
  body: classGroupSchema,
  create: async (tx, schoolId, body) => {
    const id = await insertRow(tx, classGroups, {
      schoolId,
      name: body.name,
      description: body.description,
    });
    await setMembers(tx, schoolId, id, body);
    return id;
  },
  update: async (tx, schoolId, id, body) => {
    const found = await updateRow(tx, classGroups, schoolId, id, {
      name: body.name,
      description: body.description,
    });
    if (found) await setMembers(tx, schoolId, id, body);
    return found;
  },
  usages: [],
  remove: (tx, schoolId, id) => deleteRow(tx, classGroups, schoolId, id),
});
