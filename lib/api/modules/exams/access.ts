/**
 * Who may do what with exams beyond the route's permission (docs/ARCHITECTURE.md, "Exams"):
 * a marks grid opens to a teacher of that class-subject or a School Admin; `exam-list` held
 * through a staff role reads everything, held as a Guardian only their children's part.
 */
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { classSubjectsOf } from '../academics';
import { guardianChildIds, studentPlacements, taughtClassSubjectIds } from '../people';

const SCHOOL_ADMIN = 'School Admin';

export const isSchoolAdmin = (caller: SchoolUser) => caller.roles.includes(SCHOOL_ADMIN);

/** Reads every exam of the school (a staff role's exam-list), rather than a guardian's share. */
export const readsWholeSchool = (caller: SchoolUser) => caller.staffPermissions.has('exam-list');

/** The (class, subject) pairs among `classIds` the caller teaches, as `classId:subjectId`. */
export async function taughtPairs(
  tx: Executor,
  caller: SchoolUser,
  classIds: readonly number[],
): Promise<Set<string>> {
  const taught = await taughtClassSubjectIds(tx, caller.school.id, caller.userId);
  if (!taught.size) return new Set();
  const rows = await classSubjectsOf(tx, caller.school.id, classIds);
  return new Set(rows.filter((r) => taught.has(r.id)).map((r) => `${r.classId}:${r.subjectId}`));
}

/** 403 unless the caller is a School Admin or teaches the grid's subject in its class. */
export async function assertMayMark(
  tx: Executor,
  caller: SchoolUser,
  grid: { classId: number; subjectId: number; subject: string },
): Promise<void> {
  if (isSchoolAdmin(caller)) return;
  const pairs = await taughtPairs(tx, caller, [grid.classId]);
  if (!pairs.has(`${grid.classId}:${grid.subjectId}`))
    throw forbidden(apiMessage('exams.notYourSubject', { subject: grid.subject }));
}

/** A guardian's children: their ids, and the class-sections they sit in. */
export async function guardianChildren(tx: Executor, caller: SchoolUser) {
  const ids = await guardianChildIds(tx, caller.school.id, caller.userId);
  const placed = await studentPlacements(tx, caller.school.id, ids);
  return {
    ids: new Set(ids),
    classSectionIds: new Set([...placed.values()].map((p) => p.classSectionId)),
  };
}
