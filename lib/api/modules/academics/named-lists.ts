/**
 * Mediums, sections and streams: a name unique in the school, nothing else. One declaration
 * serves the three; what may still use each one is spelled out below.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { classSections, classes, mediums, sections, streams } from '../../../db/schema/academics';
import type { CRUD_AREAS } from '../../../permissions/catalogue';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes, type Usage } from '../../http/resource';
import { deleteRow, insertRow, updateRow, usedBy } from './references';
import { namedSchema } from './schemas';
import { apiMessage } from '../../http/messages';

type NamedTable = typeof mediums;
export type NamedRow = { id: number; name: string };

function namedListRoutes(o: {
  table: NamedTable;
  path: string;
  label: string;
  area: (typeof CRUD_AREAS)[number];
  usages: Usage[];
}) {
  const t = o.table;
  reportUniqueViolationOn(
    `${o.path.slice(1)}_school_name_unique`,
    'name',
    apiMessage('academics.namedListTaken', { label: o.label }),
  );
  const query = listQuery(['name', 'id']);
  const queries = queriesOf<NamedRow, z.output<typeof query>>({
    select: (db) => db.select({ id: t.id, name: t.name }).from(t),
    schoolId: t.schoolId,
    id: t.id,
    search: [t.name],
    sort: { name: t.name, id: t.id },
    defaultSort: 'name',
  });
  return resourceRoutes({
    path: o.path,
    tag: 'academics',
    label: o.label,
    access: permissionsOf(o.area),
    list: {
      query,
      queries,
      csv: {
        fileName: `${o.path.slice(1)}.csv`,
        columns: [
          { header: 'ID', value: (r) => r.id },
          { header: 'Name', value: (r) => r.name },
        ],
      },
    },
    get: queries.get,
    body: namedSchema,
    create: (tx, schoolId, body) => insertRow(tx, t, { schoolId, name: body.name }),
    update: (tx, schoolId, id, body) => updateRow(tx, t, schoolId, id, { name: body.name }),
    usages: o.usages,
    remove: (tx, schoolId, id) => deleteRow(tx, t, schoolId, id),
  });
}

const CLASS_NOUN = ['class', 'classes'] as const;

export const mediumSectionStreamRoutes = [
  ...namedListRoutes({
    table: mediums,
    path: '/mediums',
    label: 'medium',
    area: 'medium',
    usages: [usedBy(CLASS_NOUN, classes, classes.mediumId, classes.name)],
  }),
  ...namedListRoutes({
    table: sections,
    path: '/sections',
    label: 'section',
    area: 'section',
    usages: [
      usedBy(
        ['class-section', 'class-sections'],
        classSections,
        classSections.sectionId,
        classes.name,
        (q) =>
          q.innerJoin(
            classes,
            and(
              eq(classes.schoolId, classSections.schoolId),
              eq(classes.id, classSections.classId),
            ),
          ),
      ),
    ],
  }),
  ...namedListRoutes({
    table: streams,
    path: '/streams',
    label: 'stream',
    area: 'stream',
    usages: [usedBy(CLASS_NOUN, classes, classes.streamId, classes.name)],
  }),
];
