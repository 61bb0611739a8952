/** The academic structure's dashboard figures: classes, class-sections and subjects. */
import { count, eq } from 'drizzle-orm';
import { oneRow } from '../../../db/one-row';
import { classSections, classes, subjects } from '../../../db/schema/academics';
import type { DashboardContribution, DashboardContext } from '../../http/dashboard';
import { sessionYearOrDefault } from './session-years';

const rowsOf =
  (table: typeof classes | typeof classSections | typeof subjects) =>
  async ({ db, schoolId }: DashboardContext) => {
    const row = oneRow(
      await db.select({ n: count() }).from(table).where(eq(table.schoolId, schoolId)),
      'an aggregate without group by',
    );
    return row.n;
  };

export const academicsDashboard: DashboardContribution = {
  sessionYear: (db, schoolId) => sessionYearOrDefault(db, schoolId),
  figures: [
    {
      key: 'total_classes',
      label: 'Classes',
      permission: 'class-list',
      format: 'count',
      value: rowsOf(classes),
    },
    {
      key: 'total_class_sections',
      label: 'Class sections',
      permission: 'class-list',
      format: 'count',
      value: rowsOf(classSections),
    },
    {
      key: 'total_subjects',
      label: 'Subjects',
      permission: 'subject-list',
      format: 'count',
      value: rowsOf(subjects),
    },
  ],
};
