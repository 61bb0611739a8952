/**
 * Reading staff members: users holding a staff role (any role but Guardian), optionally only
 * one role (Teacher for /api/teachers), with profile, roles and class-teacher sections.
 */
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { INT4_MAX } from '../../../validation/integers';
import type { Executor } from '../../../db/client';
import { classTeachers, staffProfiles, subjectTeachers } from '../../../db/schema/people';
import { notFound } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { nameWordStartsWith, startsWith } from '../../http/prefix-search';
import { academicViews } from '../academics';
import { accountRoles, accountsView as accounts } from '../identity';

export const staffListQuery = listQuery(['name', 'email', 'joining_date'], {
  status: z.enum(['active', 'disabled']).optional(),
  role_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type StaffListParams = z.output<typeof staffListQuery>;

/** Holds the role `roleId`, else one named `roleName`, else (neither) any role but Guardian. */
const holdsRole = (roleName?: string, roleId?: number) =>
  accountRoles.holds(accounts.schoolId, accounts.id, { id: roleId, name: roleName });

function staffSelect(db: Executor) {
  return db
    .select({
      id: accounts.id,
      full_name: accounts.fullName,
      email: accounts.email,
      image: accounts.image,
      status: accounts.status,
      roles: accountRoles.staffRoleNames(accounts.schoolId, accounts.id),
      phone: staffProfiles.phone,
      qualification: staffProfiles.qualification,
      joining_date: staffProfiles.joiningDate,
      salary_basis: staffProfiles.salaryBasis,
    })
    .from(accounts)
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.schoolId, accounts.schoolId), eq(staffProfiles.userId, accounts.id)),
    );
}

/** Staff members holding `roleName` (teachers), or any staff role. */
function staffQueries(roleName?: string) {
  return queriesOf({
    select: staffSelect,
    countFrom: (db) => db.select({ id: accounts.id }).from(accounts),
    schoolId: accounts.schoolId,
    id: accounts.id,
    search: (term) =>
      or(nameWordStartsWith(accounts.fullNameKey, term), startsWith(accounts.email, term)),
    sort: {
      name: accounts.fullNameKey,
      email: accounts.email,
      joining_date: staffProfiles.joiningDate,
    },
    defaultSort: 'name',
    filters: (p: StaffListParams) => [
      holdsRole(roleName, p.role_id),
      p.status ? eq(accounts.status, p.status) : undefined,
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

const classSectionNames = academicViews.classSections;

export async function staffMember(db: Executor, schoolId: number, id: number, roleName?: string) {
  const [member] = await staffSelect(db)
    .where(and(eq(accounts.schoolId, schoolId), eq(accounts.id, id), holdsRole(roleName)))
    .limit(1);
  if (!member) throw notFound(roleName === 'Teacher' ? 'teacher' : 'staffMember');
  const classTeacherOf = await db
    .select({
      class_section_id: classTeachers.classSectionId,
      name: classSectionNames.name,
    })
    .from(classTeachers)
    .innerJoin(
      classSectionNames,
      and(
        eq(classSectionNames.schoolId, classTeachers.schoolId),
        eq(classSectionNames.id, classTeachers.classSectionId),
      ),
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
