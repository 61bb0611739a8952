/**
 * Who may see one student's fees (dues, payments, receipts): staff holding fees-list through a
 * staff role see any student of the school; a Guardian sees only their own children. Anyone
 * else, and any other child, gets 404 (the record is not theirs to know of).
 */
import type { Executor } from '../../../db/client';
import { notFound } from '../../http/errors';
import type { SchoolUser } from '../../http/context';
import { guardianChildIds, studentBriefs, type StudentBrief } from '../people';

export async function mayReadStudentFees(
  db: Executor,
  caller: SchoolUser,
  studentId: number,
): Promise<boolean> {
  if (caller.staffPermissions.has('fees-list')) return true;
  if (!caller.roles.includes('Guardian') || !caller.permissions.has('fees-list')) return false;
  return (await guardianChildIds(db, caller.school.id, caller.userId)).includes(studentId);
}

/** The student, if the caller may see their fees; else 404. */
export async function readableStudent(
  db: Executor,
  caller: SchoolUser,
  studentId: number,
): Promise<StudentBrief> {
  const [student] = await studentBriefs(db, caller.school.id, [studentId]);
  if (!student || !(await mayReadStudentFees(db, caller, studentId))) throw notFound('student');
  return student;
}
