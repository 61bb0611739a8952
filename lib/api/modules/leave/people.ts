/** The people a leave is about, asked of the people module: a guardian's children, a student. */
import type { Executor } from '../../../db/client';
import { guardianChildIds, studentPlacements } from '../people';

/** The guardian's active children with their names and class-sections. */
export async function activeChildren(tx: Executor, schoolId: number, guardianUserId: number) {
  const placed = await studentPlacements(
    tx,
    schoolId,
    await guardianChildIds(tx, schoolId, guardianUserId),
  );
  return [...placed.values()].filter((s) => s.status === 'active');
}

export async function studentOf(tx: Executor, schoolId: number, id: number) {
  return (await studentPlacements(tx, schoolId, [id])).get(id);
}
