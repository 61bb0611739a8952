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
import { withoutTotal } from './page';
import { listQuery, orderFor, totalColumn, type PageWindow } from '../../http/list';
import { classSectionName } from './lookups';
import { prefixPattern } from './student-queries';

export const staffListQuery = listQuery(['name', 'email', 'joining_date'], {
  status: z.enum(['active', 'disabled']).optional(),
  role_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type StaffListParams = z.output<typeof staffListQuery>;

/** Holds a role named `roleName`, or (without one) any role but Guardian. */
function holdsRole(schoolId: number, roleName?: string, roleId?: number): SQL {
  const which = roleId
    ? sql`${roles.id} = ${roleId}`
    : roleName
      ? sql`${roles.name} = ${roleName}`
      : sql`${roles.name} <> 'Guardian'`;
  return sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.schoolId} = ${userRoles.schoolId} and ${roles.id} = ${userRoles.roleId}
    where ${userRoles.schoolId} = ${schoolId} and ${userRoles.userId} = ${users.id} and ${which})`;
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
      total: totalColumn(),
    })
    .from(users)
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.schoolId, users.schoolId), eq(staffProfiles.userId, users.id)),
    );
}

export async function listStaff(
  db: Executor,
  schoolId: number,
  params: StaffListParams,
  window: PageWindow,
  roleName?: string,
) {
  const term = params.search ? prefixPattern(params.search) : undefined;
  return staffSelect(db)
    .where(
      and(
        eq(users.schoolId, schoolId),
        holdsRole(schoolId, roleName, params.role_id),
        params.status ? eq(users.status, params.status) : undefined,
        term
          ? sql`(lower(${users.fullName}) like ${term} or ${users.email} like ${term})`
          : undefined,
      ),
    )
    .orderBy(
      ...orderFor(
        params.sort,
        { name: users.fullName, email: users.email, joining_date: staffProfiles.joiningDate },
        'name',
        users.id,
      ),
    )
    .limit(window.limit)
    .offset(window.offset);
}

export async function staffMember(db: Executor, schoolId: number, id: number, roleName?: string) {
  const [row] = await staffSelect(db)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, id), holdsRole(schoolId, roleName)))
    .limit(1);
  if (!row) throw notFound(roleName === 'Teacher' ? 'The teacher' : 'The staff member');
  const member = withoutTotal(row);
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
