/**
 * GET /api/dashboard-stats: the school's real counts. Each figure is included only when the
 * caller may list what it counts, so the same call serves every role's dashboard. The dashboard
 * owns no tables: every count is asked of the module that owns the rows.
 */
import type { Database } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { academicCounts, sessionYearOrDefault } from '../academics';
import { activeStaffCount, activeUsersByRole } from '../identity';
import { activeStudentCount } from '../people';

export async function dashboardStats(db: Database, caller: SchoolUser) {
  const schoolId = caller.school.id;
  const may = (permission: string) => caller.permissions.has(permission);
  const byRole = await activeUsersByRole(db, schoolId);
  const session = await sessionYearOrDefault(db, schoolId);
  const academic = await academicCounts(db, schoolId);
  return {
    session_year: session,
    ...(may('student-list') && { total_students: await activeStudentCount(db, schoolId) }),
    ...(may('teacher-list') && { total_teachers: byRole.get('Teacher') ?? 0 }),
    ...(may('guardian-list') && { total_guardians: byRole.get('Guardian') ?? 0 }),
    ...(may('staff-list') && { total_staff: await activeStaffCount(db, schoolId) }),
    ...(may('class-list') && { total_classes: academic.classes }),
    ...(may('class-list') && { total_class_sections: academic.classSections }),
    ...(may('subject-list') && { total_subjects: academic.subjects }),
  };
}

export const dashboardRoutes = [
  defineRoute({
    method: 'GET',
    path: '/dashboard-stats',
    tag: 'dashboard',
    summary: "The school's counts, limited to what the caller may list",
    access: access.authenticated,
    handler: async ({ db, caller }) => envelope(await dashboardStats(db, caller)),
  }),
];
