/**
 * Whose leave requests an approver sees and decides. Someone holding `approve-leave` through a
 * staff role other than Teacher (School Admin, a custom role such as Principal) sees every
 * request; a Teacher holding it sees the student leaves of the class-sections they are class
 * teacher of (DOMAIN.md: "a class teacher for their own class-sections").
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { GUARDIAN_ROLE } from '../../../permissions/catalogue';
import type { SchoolUser } from '../../http/context';
import { classTeacherSections } from '../people';

export type ApproverScope = { all: true } | { all: false; classSectionIds: number[] };

export async function approverScope(tx: Executor, caller: SchoolUser): Promise<ApproverScope> {
  if (!caller.permissions.has('approve-leave')) return { all: false, classSectionIds: [] };
  if (caller.roles.some((r) => r !== 'Teacher' && r !== GUARDIAN_ROLE)) return { all: true };
  return {
    all: false,
    classSectionIds: await classTeacherSections(tx, caller.school.id, caller.userId),
  };
}

/** The rows a scope admits, given the column holding a student's class-section (null for staff). */
export function inScope(
  scope: ApproverScope,
  studentClassSection: Parameters<typeof inArray>[0],
): SQL | undefined {
  if (scope.all) return undefined;
  if (!scope.classSectionIds.length) return sql`false`;
  return inArray(studentClassSection, scope.classSectionIds);
}

export function mayDecide(scope: ApproverScope, studentClassSectionId: number | null): boolean {
  if (scope.all) return true;
  return studentClassSectionId !== null && scope.classSectionIds.includes(studentClassSectionId);
}
