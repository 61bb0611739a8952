/**
 * GET /api/dashboard-stats: the school's real counts. Each figure is included only when the
 * caller may list what it counts, so the same call serves every role's dashboard.
 */
import { and, count, countDistinct, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  classSections,
  classes,
  roles,
  students,
  subjects,
  userRoles,
  users,
} from '../../../db/schema';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { sessionYearOrDefault } from '../academics/session-years';

async function activeUsersByRole(db: Database, schoolId: number) {
  const rows = await db
    .select({ role: roles.name, users: countDistinct(userRoles.userId) })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
    .innerJoin(users, and(eq(users.schoolId, userRoles.schoolId), eq(users.id, userRoles.userId)))
    .where(and(eq(userRoles.schoolId, schoolId), eq(users.status, 'active')))
    .groupBy(roles.name);
  return new Map(rows.map((r) => [r.role, r.users]));
}

async function staffCount(db: Database, schoolId: number) {
  // Staff: active users holding any role but Guardian (School Admin, Teacher, custom roles).
  const [row] = await db
    .select({ n: countDistinct(userRoles.userId) })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
    .innerJoin(users, and(eq(users.schoolId, userRoles.schoolId), eq(users.id, userRoles.userId)))
    .where(
      and(eq(userRoles.schoolId, schoolId), eq(users.status, 'active'), ne(roles.name, 'Guardian')),
    );
  return row.n;
}

async function countRows(
  db: Database,
  table: typeof classes | typeof subjects | typeof classSections,
  schoolId: number,
) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.schoolId, schoolId));
  return row.n;
}

async function activeStudents(db: Database, schoolId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 'active')));
  return row.n;
}

export async function dashboardStats(db: Database, caller: SchoolUser) {
  const schoolId = caller.school.id;
  // School-wide counts: only what the caller may list through a staff role (never a Guardian's).
  const may = (permission: string) => caller.staffPermissions.has(permission);
  const byRole = await activeUsersByRole(db, schoolId);
  const session = await sessionYearOrDefault(db, schoolId);
  return {
    session_year: session,
    ...(may('student-list') && { total_students: await activeStudents(db, schoolId) }),
    ...(may('teacher-list') && { total_teachers: byRole.get('Teacher') ?? 0 }),
    ...(may('guardian-list') && { total_guardians: byRole.get('Guardian') ?? 0 }),
    ...(may('staff-list') && { total_staff: await staffCount(db, schoolId) }),
    ...(may('class-list') && { total_classes: await countRows(db, classes, schoolId) }),
    ...(may('class-list') && {
      total_class_sections: await countRows(db, classSections, schoolId),
    }),
    ...(may('subject-list') && { total_subjects: await countRows(db, subjects, schoolId) }),
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
