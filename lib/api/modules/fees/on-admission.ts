/**
 * A student who joins a class after its fee structure was assigned gets the dues of that
 * structure's current version, in the admission's own transaction (hooked into people's
 * admission and import from lib/api/modules.ts). A structure counts as assigned to the class
 * once any version of it has posted dues; optional lines and optional structures (those a
 * student opts into) are left to the office.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { feeLedger, feeStructureClasses, feeStructures } from '../../../db/schema/fees';
import type { Executor } from '../../../db/client';
import { classSectionsByIds } from '../academics';
import type { AdmittedStudents } from '../people';
import { postStructureDues, type DueTarget } from './assign';
import { structureDetail } from './structure-reads';

/** The current versions of the structures of (class, session) of which any version posted dues. */
async function assignedStructures(
  tx: Executor,
  schoolId: number,
  classId: number,
  sessionYearId: number,
) {
  const versions = await tx
    .select({ id: feeStructures.id, previousId: feeStructures.previousId })
    .from(feeStructures)
    .where(
      and(eq(feeStructures.schoolId, schoolId), eq(feeStructures.sessionYearId, sessionYearId)),
    );
  const current = await tx
    .select({ id: feeStructures.id })
    .from(feeStructures)
    .innerJoin(
      feeStructureClasses,
      and(
        eq(feeStructureClasses.schoolId, feeStructures.schoolId),
        eq(feeStructureClasses.structureId, feeStructures.id),
      ),
    )
    .where(
      and(
        eq(feeStructures.schoolId, schoolId),
        eq(feeStructures.sessionYearId, sessionYearId),
        isNull(feeStructures.supersededAt),
        eq(feeStructures.optional, false),
        eq(feeStructureClasses.classId, classId),
      ),
    );
  if (!current.length) return [];
  // One indexed probe per version (fee_ledger_structure_due_idx), never a scan of the dues.
  const charged = new Set<number>();
  for (const v of versions) {
    const [hit] = await tx
      .select({ id: feeLedger.id })
      .from(feeLedger)
      .where(
        and(
          eq(feeLedger.schoolId, schoolId),
          eq(feeLedger.structureId, v.id),
          eq(feeLedger.kind, 'due'),
        ),
      )
      .limit(1);
    if (hit) charged.add(v.id);
  }
  const previousOf = new Map(versions.map((v) => [v.id, v.previousId]));
  const anyVersionCharged = (id: number) => {
    for (let at: number | null | undefined = id; at; at = previousOf.get(at))
      if (charged.has(at)) return true;
    return false;
  };
  return current.map((c) => c.id).filter(anyVersionCharged);
}

export async function postDuesOnAdmission(tx: Executor, admitted: AdmittedStudents): Promise<void> {
  const { schoolId } = admitted;
  const sections = await classSectionsByIds(tx, schoolId, [
    ...new Set(admitted.students.map((s) => s.classSectionId)),
  ]);
  // Students by (class, session): one look-up and one insert per group, whatever the count.
  const groups = new Map<
    string,
    { classId: number; sessionYearId: number; targets: DueTarget[] }
  >();
  for (const s of admitted.students) {
    const classId = sections.get(s.classSectionId)?.classId;
    if (classId === undefined) continue;
    const key = `${classId}:${s.sessionYearId}`;
    const group = groups.get(key) ?? { classId, sessionYearId: s.sessionYearId, targets: [] };
    group.targets.push({ studentId: s.studentId, sessionYearId: s.sessionYearId });
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    for (const id of await assignedStructures(tx, schoolId, group.classId, group.sessionYearId)) {
      const structure = await structureDetail(tx, schoolId, id);
      if (!structure) continue;
      await postStructureDues(
        tx,
        schoolId,
        structure,
        group.targets,
        [],
        admitted.today,
        admitted.byUserId,
      );
    }
  }
}
