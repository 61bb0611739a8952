/**
 * GET /api/fees/students: the collect screen's student search (name, admission number,
 * class-section) for staff who collect fees without holding student-list; names and classes
 * only, through the one list path.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { academicViews } from '../academics';
import { studentView, studentViewName } from '../people';
import { feeId } from './schemas';
import { staffListRoute } from './staff-list';

const sections = academicViews.classSections;
const query = listQuery(['name', 'admission_no'], {
  class_section_id: feeId('class-section').optional(),
});
type Row = { id: number; name: string; admission_no: string; class_section_name: string | null };

const list: ListDefinition<Row, z.output<typeof query>> = {
  query,
  queries: queriesOf<Row, z.output<typeof query>>({
    select: (db) =>
      db
        .select({
          id: studentView.id,
          name: studentViewName,
          admission_no: studentView.admissionNo,
          class_section_name: sections.name,
        })
        .from(studentView)
        .leftJoin(
          sections,
          and(
            eq(sections.schoolId, studentView.schoolId),
            eq(sections.id, studentView.classSectionId),
          ),
        ),
    schoolId: studentView.schoolId,
    id: studentView.id,
    search: [studentViewName, studentView.admissionNo],
    sort: { name: studentViewName, admission_no: studentView.admissionNo },
    defaultSort: 'name',
    filters: (p) => [
      p.class_section_id ? eq(studentView.classSectionId, p.class_section_id) : undefined,
    ],
  }),
  csv: {
    fileName: 'students.csv',
    columns: [
      { header: 'Name', value: (r) => r.name },
      { header: 'Admission no', value: (r) => r.admission_no },
      { header: 'Class-section', value: (r) => r.class_section_name ?? '' },
    ],
  },
};

export const studentFinderRoutes = [
  staffListRoute({
    path: '/fees/students',
    summary: 'Students to collect fees from (name, admission number, class-section)',
    list,
  }),
];
