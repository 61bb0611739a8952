/**
 * Who may see a student's or a staff member's documents (issue 29 item 3). Anything the
 * caller may not see is a 404, as if it did not exist:
 * - a holder of `documents-list` through a staff role other than Teacher (the School Admin,
 *   an office role): every student and staff member of the school;
 * - a Teacher holding `documents-list`: the students of the class-sections they teach;
 * - a Guardian: their own children;
 * - a staff member: their own documents.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { documents } from '../../../db/schema/documents';
import type { DocumentOwner } from '../../../db/schema/documents-values';
import type { SchoolUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { activeStaffView } from '../identity';
import { guardianChildIds, studentBriefs, taughtClassSectionIds } from '../people';

/** Reads every document of the school: `documents-list` through a staff role, not as a Teacher. */
const readsSchoolWide = (caller: SchoolUser) =>
  caller.staffPermissions.has('documents-list') &&
  (caller.roles.includes('School Admin') || !caller.roles.includes('Teacher'));

export async function mayReadOwnerDocuments(
  db: Executor,
  caller: SchoolUser,
  owner: DocumentOwner,
  ownerId: number,
): Promise<boolean> {
  const schoolId = caller.school.id;
  if (owner === 'staff') return readsSchoolWide(caller) || caller.userId === ownerId;
  if (readsSchoolWide(caller)) return true;
  if (
    caller.roles.includes('Guardian') &&
    (await guardianChildIds(db, schoolId, caller.userId)).includes(ownerId)
  )
    return true;
  if (!caller.roles.includes('Teacher') || !caller.staffPermissions.has('documents-list'))
    return false;
  const [student] = await studentBriefs(db, schoolId, [ownerId]);
  if (!student) return false;
  return (await taughtClassSectionIds(db, schoolId, caller.userId)).has(student.class_section_id);
}

/** The owner exists in the caller's school (a student, or an active staff member); else 404. */
export async function mustHaveOwner(
  db: Executor,
  schoolId: number,
  owner: DocumentOwner,
  id: number,
) {
  if (owner === 'student') {
    const [student] = await studentBriefs(db, schoolId, [id]);
    if (!student) throw notFound('student');
    return;
  }
  const staff = activeStaffView('document_staff');
  const [found] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.schoolId, schoolId), eq(staff.id, id)));
  if (!found) throw notFound('staffMember');
}

/** The owner exists and the caller may see their documents; else 404 (nothing is revealed). */
export async function readableOwner(
  db: Executor,
  caller: SchoolUser,
  owner: DocumentOwner,
  ownerId: number,
) {
  await mustHaveOwner(db, caller.school.id, owner, ownerId);
  if (!(await mayReadOwnerDocuments(db, caller, owner, ownerId)))
    throw notFound(owner === 'student' ? 'student' : 'staffMember');
}

/** The access rule of `document-…` private files: whoever may see the document holding it. */
export async function mayViewDocumentFile(db: Executor, caller: SchoolUser, url: string) {
  const [row] = await db
    .select({
      owner: documents.owner,
      studentId: documents.studentId,
      staffUserId: documents.staffUserId,
    })
    .from(documents)
    .where(
      and(
        eq(documents.schoolId, caller.school.id),
        eq(documents.file, url),
        isNull(documents.removedAt),
      ),
    )
    .limit(1);
  const ownerId = row?.studentId ?? row?.staffUserId;
  return Boolean(row && ownerId && (await mayReadOwnerDocuments(db, caller, row.owner, ownerId)));
}
