/**
 * A guardian's share of the timetables: `timetable-list` held through a staff role reads every
 * class-section's; held as a Guardian only the class-sections their children sit in (their
 * child's week, read-only). Other class-sections answer 404, as another school's would.
 */
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { notFoundLabelled } from '../../http/errors';
import { guardianChildIds, studentPlacements } from '../people';

/** Reads every class-section's timetable (a staff role's timetable-list). */
export const readsWholeSchool = (caller: SchoolUser) =>
  caller.staffPermissions.has('timetable-list');

/** The class-sections the caller may read: null for all, else their children's. */
export async function readableSections(
  tx: Executor,
  caller: SchoolUser,
): Promise<Set<number> | null> {
  if (readsWholeSchool(caller)) return null;
  const ids = await guardianChildIds(tx, caller.school.id, caller.userId);
  const placed = await studentPlacements(tx, caller.school.id, ids);
  return new Set([...placed.values()].map((p) => p.classSectionId));
}

export async function assertMayRead(tx: Executor, caller: SchoolUser, sectionId: number) {
  const readable = await readableSections(tx, caller);
  if (readable && !readable.has(sectionId)) throw notFoundLabelled('class-section');
}
