/**
 * Reading staff members: users holding a staff role (any role but Guardian), optionally only
 * one role (Teacher for /api/teachers), with profile, roles and class-teacher sections.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INT4_MAX } from '../../../validation/integers';
import type { Executor } from '../../../db/client';
import { classSections, classes, sections } from '../../../db/schema/academics';
import { roles, userRoles, users } from '../../../db/schema/identity';
import { classTeachers, staffProfiles, subjectTeachers } from '../../../db/schema/people';
import { notFound } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { classSectionName } from './lookups';
import { prefixSearch } from '../../http/prefix-search';

export const staffListQuery = listQuery(['name', 'email', 'joining_date'], {
  status: z.enum(['active', 'disabled']).optional(),
  role_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type StaffListParams = z.output<typeof staffListQuery>;

/** Holds a role named `roleName`, or (without one) any role but Guardian. */
function holdsRole(roleName?: string, roleId?: number): SQL {
  const which = roleId
    ? sql`${roles.id} = ${roleId}`
    : roleName
      ? sql`${roles.name} = ${roleName}`
      : sql`${roles.name} <> 'Guardian'`;
  return sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.schoolId} = ${userRoles.schoolId} and ${roles.id} = ${userRoles.roleId}
    where ${userRoles.schoolId} = ${users.schoolId} and ${userRoles.userId} = ${users.id} and ${which})`;
}

const roleNames = sql<
  string[]
>`coalesce((select array_agg(${roles.name} order by ${roles.name}) from ${userRoles} join ${roles} on ${roles.schoolId} = ${userRoles.schoolId} and ${roles.id} = ${userRoles.roleId}
  where ${userRoles.schoolId} = ${users.schoolId} and ${userRoles.userId} = ${users.id} and ${roles.name} <> 'Guardian'), '{}')`;

function staffSelect(db: Executor) {
  return db
    .select({
      id: users.id,
      full_name: users.fullName,
      email: users.email,
      image: users.image,
      status: users.status,
      roles: roleNames,
      phone: staffProfiles.phone,
      qualification: staffProfiles.qualification,
      joining_date: staffProfiles.joiningDate,
      salary_basis: staffProfiles.salaryBasis,
    })
    .from(users)
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.schoolId, users.schoolId), eq(staffProfiles.userId, users.id)),
    );
}

/** Staff members holding `roleName` (teachers), or any staff role. */
function staffQueries(roleName?: string) {
  return queriesOf({
    select: staffSelect,
    countFrom: (db) => db.select({ id: users.id }).from(users),
    schoolId: users.schoolId,
    id: users.id,
    search: prefixSearch([users.fullName, users.email]),
    sort: { name: users.fullName, email: users.email, joining_date: staffProfiles.joiningDate },
    defaultSort: 'name',
    filters: (p: StaffListParams) => [
      holdsRole(roleName, p.role_id),
      p.status ? eq(users.status, p.status) : undefined,
    ],
  });
}
type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQueries>['page']>>[number];

export function staffList(roleName?: 'Teacher'): ListDefinition<StaffRow, StaffListParams> {
  return {
    query: staffListQuery,
    queries: staffQueries(roleName),
    csv: {
      fileName: roleName === 'Teacher' ? 'teachers.csv' : 'staff.csv',
      columns: [
        { header: 'Name', value: (m) => m.full_name },
        { header: 'E-mail', value: (m) => m.email },
        { header: 'Roles', value: (m) => m.roles.join(', ') },
        { header: 'Phone', value: (m) => m.phone },
        { header: 'Qualification', value: (m) => m.qualification },
        { header: 'Joining date', value: (m) => m.joining_date },
        { header: 'Salary basis', value: (m) => m.salary_basis },
        { header: 'Status', value: (m) => m.status },
      ],
    },
  };
}

export async function staffMember(db: Executor, schoolId: number, id: number, roleName?: string) {
  const [member] = await staffSelect(db)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, id), holdsRole(roleName)))
    .limit(1);
  if (!member) throw notFound(roleName === 'Teacher' ? 'The teacher' : 'The staff member');
  const classTeacherOf = await db
    .select({
      class_section_id: classTeachers.classSectionId,
      name: classSectionName,
    })
    .from(classTeachers)
    .innerJoin(
      classSections,
      and(
        eq(classSections.schoolId, classTeachers.schoolId),
        eq(classSections.id, classTeachers.classSectionId),
      ),
    )
    .innerJoin(
      classes,
      and(eq(classes.schoolId, classSections.schoolId), eq(classes.id, classSections.classId)),
    )
    .innerJoin(
      sections,
      and(eq(sections.schoolId, classSections.schoolId), eq(sections.id, classSections.sectionId)),
    )
    .where(and(eq(classTeachers.schoolId, schoolId), eq(classTeachers.teacherUserId, id)));
  const subjectTeacherOf = await db
    .select({ class_subject_id: subjectTeachers.classSubjectId })
    .from(subjectTeachers)
    .where(and(eq(subjectTeachers.schoolId, schoolId), eq(subjectTeachers.teacherUserId, id)));
  return {
    ...member,
    class_teacher_of: classTeacherOf,
    subject_teacher_of: subjectTeacherOf.map((s) => s.class_subject_id),
  };
}
