/**
 * Who sits an exam in a class-section: its active students of the exam's session year (roll
 * order), and anyone holding a mark there already (a student since transferred keeps the mark
 * they earned, and a past session's exam has no active roster left).
 */
import type { Executor } from '../../../db/client';
import { classRoster, studentBriefs } from '../people';

export type Sitter = { id: number; name: string; roll_number: number | null; admission_no: string };

export async function sitters(
  tx: Executor,
  schoolId: number,
  classSectionId: number,
  sessionYearId: number,
  markedIds: Iterable<number>,
): Promise<Sitter[]> {
  const roster: Sitter[] = await classRoster(tx, schoolId, classSectionId, sessionYearId);
  const present = new Set(roster.map((s) => s.id));
  const missing = [...new Set(markedIds)].filter((id) => !present.has(id));
  const others = (await studentBriefs(tx, schoolId, missing))
    .map((b) => ({ id: b.id, name: b.name, roll_number: null, admission_no: b.admission_no }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return [...roster, ...others];
}
