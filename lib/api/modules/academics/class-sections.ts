/**
 * Class-sections: a class with one of the sections, unique per (class, section). Students and
 * class teachers hang on these: people registers its look-ups under ACADEMIC_ROWS.classSection,
 * so a delete answers 409 naming them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { classSections, classes, sections } from '../../../db/schema/academics';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { optionalRefId } from './fields';
import { deleteRow, insertRow, requireReferences, updateRow } from './references';
import { classSectionSchema, type ClassSectionBody } from './schemas';
import { ACADEMIC_ROWS } from './usage-targets';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'class_sections_class_section_unique',
  'section_id',
  apiMessage('academics.sectionTaken'),
);

const query = listQuery(['name', 'class', 'section', 'id'], {
  class_id: optionalRefId('class').optional(),
});

export type ClassSectionRow = {
  id: number;
  name: string;
  class_id: number;
  class: string;
  section_id: number;
  section: string;
};

const selectClassSections = (db: Executor) =>
  db
    .select({
      id: classSections.id,
      name: sql<string>`${classes.name} || ' - ' || ${sections.name}`,
      class_id: classSections.classId,
      class: classes.name,
      section_id: classSections.sectionId,
      section: sections.name,
    })
    .from(classSections)
    .innerJoin(
      classes,
      and(eq(classes.schoolId, classSections.schoolId), eq(classes.id, classSections.classId)),
    )
    .innerJoin(
      sections,
      and(eq(sections.schoolId, classSections.schoolId), eq(sections.id, classSections.sectionId)),
    );

const queries = queriesOf<ClassSectionRow, z.output<typeof query>>({
  select: selectClassSections,
  schoolId: classSections.schoolId,
  id: classSections.id,
  search: [classes.name, sections.name],
  sort: {
    name: sql`${classes.name}, ${sections.name}`,
    class: classes.name,
    section: sections.name,
    id: classSections.id,
  },
  defaultSort: 'name',
  filters: (p) => [p.class_id ? eq(classSections.classId, p.class_id) : undefined],
});

async function checked(tx: Executor, schoolId: number, body: ClassSectionBody) {
  await requireReferences(tx, schoolId, [
    { table: classes, ids: body.class_id, field: 'class_id', label: 'class' },
    { table: sections, ids: body.section_id, field: 'section_id', label: 'section' },
  ]);
  return { classId: body.class_id, sectionId: body.section_id };
}

/** Every class-section of the school with its class and section names (for other modules). */
export async function allClassSections(db: Executor, schoolId: number): Promise<ClassSectionRow[]> {
  return selectClassSections(db).where(eq(classSections.schoolId, schoolId));
}

export const classSectionRoutes = resourceRoutes({
  path: '/class-sections',
  tag: 'academics',
  label: 'class-section',
  // SPEC §6 has no class-section permissions: a class-section is part of its class.
  access: permissionsOf('class'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'class-sections.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Class', value: (r) => r.class },
        { header: 'Section', value: (r) => r.section },
      ],
    },
  },
  get: queries.get,
  body: classSectionSchema,
  create: async (tx, schoolId, body) =>
    insertRow(tx, classSections, { schoolId, ...(await checked(tx, schoolId, body)) }),
  update: async (tx, schoolId, id, body) =>
    updateRow(tx, classSections, schoolId, id, await checked(tx, schoolId, body)),
  usageTarget: ACADEMIC_ROWS.classSection,
  usages: [],
  remove: (tx, schoolId, id) => deleteRow(tx, classSections, schoolId, id),
});
