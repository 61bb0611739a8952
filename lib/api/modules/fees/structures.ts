/**
 * Fee structures at /api/fee-structures: a session year, its classes, lines of fee types
 * (compulsory or optional), installments of the compulsory total and a late-fee rule.
 *
 * Versioning: once any student's dues come from a structure it is locked. Saving it then makes
 * the next version (the old one is marked superseded and its dues stay exactly as they were);
 * assigning uses the current version. A structure without dues is edited in place. A class
 * may carry several current structures in a session year (tuition, transport, hostel, optional
 * ones), each assigned on its own; their names differ, so every due's label says which it is.
 * Reading them is structure-reads.ts; a Guardian reads only their children's (guardian-structures.ts).
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { percentToBasisPoints } from '../../../money';
import { oneRow } from '../../../db/one-row';
import {
  feeInstallments,
  feeLedger,
  feeStructureClasses,
  feeStructureLines,
  feeStructures,
  feeTypes,
} from '../../../db/schema/fees';
import { ApiError, validationFailed } from '../../http/errors';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { usedBy } from '../../http/usages';
import { classesExist, findSessionYear } from '../academics';
import { withGuardianReads } from './guardian-structures';
import { staffStructureList, structureDetail, structureRecord } from './structure-reads';
import { structureSchema, type StructureBody } from './schemas';
import { apiMessage, type ApiMessage } from '../../http/messages';

/** 422 on the field for a foreign session, class or fee type, or a class that already has a current structure of this name. */
async function checkReferences(
  tx: Executor,
  schoolId: number,
  body: StructureBody,
  exceptId?: number,
) {
  const errors: Record<string, ApiMessage> = {};
  if (!(await findSessionYear(tx, schoolId, body.session_year_id)))
    errors.session_year_id = apiMessage('fees.sessionMissing');
  if (!(await classesExist(tx, schoolId, body.class_ids)))
    errors.class_ids = apiMessage('fees.aClassMissing');
  const typeIds = [...new Set(body.lines.map((l) => l.fee_type_id))];
  const types = await tx
    .select({ id: feeTypes.id })
    .from(feeTypes)
    .where(and(eq(feeTypes.schoolId, schoolId), inArray(feeTypes.id, typeIds)));
  if (types.length !== typeIds.length) errors.lines = apiMessage('fees.aFeeTypeMissing');
  if (!errors.class_ids && !errors.session_year_id) {
    const taken = await tx
      .select({ name: feeStructures.name })
      .from(feeStructureClasses)
      .innerJoin(
        feeStructures,
        and(
          eq(feeStructures.schoolId, feeStructureClasses.schoolId),
          eq(feeStructures.id, feeStructureClasses.structureId),
        ),
      )
      .where(
        and(
          eq(feeStructureClasses.schoolId, schoolId),
          inArray(feeStructureClasses.classId, body.class_ids),
          eq(feeStructures.sessionYearId, body.session_year_id),
          sql`lower(${feeStructures.name}) = lower(${body.name})`,
          isNull(feeStructures.supersededAt),
          exceptId ? ne(feeStructures.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    const [clash] = taken;
    if (clash) errors.class_ids = apiMessage('fees.classHasStructure', { name: clash.name });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

function structureColumns(body: StructureBody) {
  const fee = body.late_fee;
  return {
    name: body.name,
    kind: body.kind,
    optional: body.optional,
    sessionYearId: body.session_year_id,
    dueDate: body.due_date,
    lateFeeKind: fee.kind,
    lateFeeAmount: fee.kind === 'fixed' || fee.kind === 'per_day' ? fee.amount : 0,
    lateFeeBasisPoints:
      fee.kind === 'percentage' && fee.percent !== null ? percentToBasisPoints(fee.percent) : 0,
    lateFeeGraceDays: fee.kind === 'none' ? 0 : fee.grace_days,
    lateFeeCap: fee.kind === 'none' ? null : fee.cap,
  };
}

/** Lines, classes and installments of a structure (none without installments: one "Full"). */
async function writeParts(
  tx: Executor,
  schoolId: number,
  structureId: number,
  body: StructureBody,
) {
  await tx
    .insert(feeStructureClasses)
    .values(body.class_ids.map((classId) => ({ schoolId, structureId, classId })));
  await tx.insert(feeStructureLines).values(
    body.lines.map((l) => ({
      schoolId,
      structureId,
      feeTypeId: l.fee_type_id,
      amount: l.amount,
      optional: l.optional,
    })),
  );
  const compulsory = body.lines.filter((l) => !l.optional).reduce((a, l) => a + l.amount, 0);
  const installments = body.installments.length
    ? body.installments
    : [{ name: 'Full', due_date: body.due_date, amount: compulsory }];
  await tx.insert(feeInstallments).values(
    installments.map((i, position) => ({
      schoolId,
      structureId,
      position,
      name: i.name,
      dueDate: i.due_date,
      amount: i.amount,
    })),
  );
}

/** Writes a structure and its parts (references already checked); a new version names the one it replaces. */
export async function createStructure(
  tx: Executor,
  schoolId: number,
  body: StructureBody,
  previous?: { id: number; version: number },
) {
  const row = oneRow(
    await tx
      .insert(feeStructures)
      .values({
        schoolId,
        ...structureColumns(body),
        version: (previous?.version ?? 0) + 1,
        previousId: previous?.id ?? null,
      })
      .returning({ id: feeStructures.id }),
    'inserting one row into feeStructures',
  );
  await writeParts(tx, schoolId, row.id, body);
  return row.id;
}

async function hasDues(tx: Executor, schoolId: number, structureId: number) {
  const [row] = await tx
    .select({ id: feeLedger.id })
    .from(feeLedger)
    .where(and(eq(feeLedger.schoolId, schoolId), eq(feeLedger.structureId, structureId)))
    .limit(1);
  return Boolean(row);
}

async function removeParts(tx: Executor, schoolId: number, id: number) {
  for (const table of [feeStructureClasses, feeStructureLines, feeInstallments])
    await tx.delete(table).where(and(eq(table.schoolId, schoolId), eq(table.structureId, id)));
}

async function update(
  tx: Executor,
  schoolId: number,
  id: number,
  body: StructureBody,
): Promise<boolean | number> {
  const current = await structureRecord(tx, schoolId, id);
  if (!current) return false;
  if (current.supersededAt)
    throw new ApiError(
      'conflict',
      apiMessage('fees.versionReplacedEdit', { version: String(current.version) }),
    );
  await checkReferences(tx, schoolId, body, id);
  if (await hasDues(tx, schoolId, id)) {
    // Locked: the dues already assigned keep this version; the edit becomes the next one.
    await tx
      .update(feeStructures)
      .set({ supersededAt: new Date(), updatedAt: new Date() })
      .where(and(eq(feeStructures.schoolId, schoolId), eq(feeStructures.id, id)));
    return createStructure(tx, schoolId, body, { id, version: current.version });
  }
  await tx
    .update(feeStructures)
    .set({ ...structureColumns(body), updatedAt: new Date() })
    .where(and(eq(feeStructures.schoolId, schoolId), eq(feeStructures.id, id)));
  await removeParts(tx, schoolId, id);
  await writeParts(tx, schoolId, id, body);
  return true;
}

export const structureRoutes = withGuardianReads(
  resourceRoutes({
    path: '/fee-structures',
    tag: 'fees',
    label: 'fee structure',
    access: permissionsOf('fees'),
    list: staffStructureList,
    get: structureDetail,
    body: structureSchema,
    create: async (tx, schoolId, body) => {
      await checkReferences(tx, schoolId, body);
      return createStructure(tx, schoolId, body);
    },
    update,
    usages: [
      usedBy(['student due', 'student dues'], feeLedger, feeLedger.structureId, feeLedger.label),
    ],
    remove: async (tx, schoolId, id) => {
      await removeParts(tx, schoolId, id);
      await tx
        .delete(feeStructures)
        .where(and(eq(feeStructures.schoolId, schoolId), eq(feeStructures.id, id)));
    },
  }),
);
