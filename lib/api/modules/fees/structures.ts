/**
 * Fee structures at /api/fee-structures: a session year, its classes, lines of fee types
 * (compulsory or optional), installments of the compulsory total and a late-fee rule.
 *
 * Versioning: once any student's dues come from a structure it is locked. Saving it then makes
 * the next version (the old one is marked superseded and its dues stay exactly as they were);
 * assigning uses the current version. A structure without dues is edited in place. A class
 * has at most one current structure per session year, so "the structure of a class" is clear.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { basisPointsToPercent, percentToBasisPoints } from '../../../money';
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
import { listQuery } from '../../http/list';
import { qualified, queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { usedBy } from '../../http/usages';
import { academicViews, classesExist, findSessionYear } from '../academics';
import type { LateFeeRule } from './rules';
import { feeId, structureSchema, type StructureBody } from './schemas';

const query = listQuery(['name', 'due_date', 'id'], {
  session_year_id: feeId('session year').optional(),
  class_id: feeId('class').optional(),
  current: z.enum(['true', 'false']).optional(),
});
type Params = z.output<typeof query>;

const years = academicViews.sessionYears;

const compulsoryTotal =
  sql<number>`(select coalesce(sum(l.amount), 0) from ${feeStructureLines} l where l.school_id = ${qualified(feeStructures.schoolId)} and l.structure_id = ${qualified(feeStructures.id)} and not l.optional)`.mapWith(
    Number,
  );
const classView = academicViews.classes;
const classNames = sql<string>`(select string_agg(${classView.name}, ', ' order by ${classView.name}) from ${feeStructureClasses} sc join ${classView} on ${classView.schoolId} = sc.school_id and ${classView.id} = sc.class_id where sc.school_id = ${qualified(feeStructures.schoolId)} and sc.structure_id = ${qualified(feeStructures.id)})`;
const assignedStudents =
  sql<number>`(select count(distinct d.student_id) from ${feeLedger} d where d.school_id = ${qualified(feeStructures.schoolId)} and d.structure_id = ${qualified(feeStructures.id)} and d.kind = 'due')`.mapWith(
    Number,
  );

export type StructureRow = {
  id: number;
  name: string;
  session_year_id: number;
  session_year_name: string | null;
  due_date: string;
  version: number;
  previous_id: number | null;
  superseded: boolean;
  compulsory_total: number;
  class_names: string | null;
  assigned_students: number;
};

const queries = queriesOf<StructureRow, Params>({
  select: (db) =>
    db
      .select({
        id: feeStructures.id,
        name: feeStructures.name,
        session_year_id: feeStructures.sessionYearId,
        session_year_name: years.name,
        due_date: feeStructures.dueDate,
        version: feeStructures.version,
        previous_id: feeStructures.previousId,
        superseded: sql<boolean>`${feeStructures.supersededAt} is not null`,
        compulsory_total: compulsoryTotal,
        class_names: classNames,
        assigned_students: assignedStudents,
      })
      .from(feeStructures)
      .leftJoin(
        years,
        and(eq(years.schoolId, feeStructures.schoolId), eq(years.id, feeStructures.sessionYearId)),
      ),
  countFrom: (db) => db.select({ id: feeStructures.id }).from(feeStructures),
  schoolId: feeStructures.schoolId,
  id: feeStructures.id,
  search: [feeStructures.name],
  sort: { name: feeStructures.name, due_date: feeStructures.dueDate, id: feeStructures.id },
  defaultSort: 'name',
  filters: (p) => [
    p.session_year_id ? eq(feeStructures.sessionYearId, p.session_year_id) : undefined,
    p.class_id
      ? sql`exists (select 1 from ${feeStructureClasses} sc where sc.school_id = ${feeStructures.schoolId} and sc.structure_id = ${feeStructures.id} and sc.class_id = ${p.class_id})`
      : undefined,
    p.current === 'true' ? isNull(feeStructures.supersededAt) : undefined,
    p.current === 'false' ? sql`${feeStructures.supersededAt} is not null` : undefined,
  ],
});

export type StructureDetail = StructureRow & {
  late_fee: {
    kind: string;
    amount: number;
    percent: number | null;
    grace_days: number;
    cap: number | null;
  };
  class_ids: number[];
  lines: {
    id: number;
    fee_type_id: number;
    fee_type_name: string;
    amount: number;
    optional: boolean;
  }[];
  installments: { id: number; name: string; due_date: string; amount: number }[];
};

/** The late-fee rule of a structure as the rules read it. */
export function ruleOf(s: typeof feeStructures.$inferSelect): LateFeeRule {
  return {
    kind: s.lateFeeKind,
    amount: s.lateFeeAmount,
    basisPoints: s.lateFeeBasisPoints,
    graceDays: s.lateFeeGraceDays,
    cap: s.lateFeeCap,
  };
}

export async function structureRecord(db: Executor, schoolId: number, id: number) {
  const [row] = await db
    .select()
    .from(feeStructures)
    .where(and(eq(feeStructures.schoolId, schoolId), eq(feeStructures.id, id)));
  return row;
}

export async function structureDetail(
  db: Executor,
  schoolId: number,
  id: number,
): Promise<StructureDetail | undefined> {
  const row = await queries.get(db, schoolId, id);
  if (!row) return undefined;
  // One after another: inside a transaction they share one connection.
  const record = await structureRecord(db, schoolId, id);
  if (!record) return undefined;
  const classRows = await db
    .select({ id: feeStructureClasses.classId })
    .from(feeStructureClasses)
    .where(
      and(eq(feeStructureClasses.schoolId, schoolId), eq(feeStructureClasses.structureId, id)),
    );
  const lines = await db
    .select({
      id: feeStructureLines.id,
      fee_type_id: feeStructureLines.feeTypeId,
      fee_type_name: feeTypes.name,
      amount: feeStructureLines.amount,
      optional: feeStructureLines.optional,
    })
    .from(feeStructureLines)
    .innerJoin(
      feeTypes,
      and(
        eq(feeTypes.schoolId, feeStructureLines.schoolId),
        eq(feeTypes.id, feeStructureLines.feeTypeId),
      ),
    )
    .where(and(eq(feeStructureLines.schoolId, schoolId), eq(feeStructureLines.structureId, id)))
    .orderBy(feeStructureLines.id);
  const installments = await installmentsOf(db, schoolId, id);
  return {
    ...row,
    late_fee: {
      kind: record.lateFeeKind,
      amount: record.lateFeeAmount,
      percent: record.lateFeeKind === 'percentage' ? basisPointsToPercent(record.lateFeeBasisPoints) : null,
      grace_days: record.lateFeeGraceDays,
      cap: record.lateFeeCap,
    },
    class_ids: classRows.map((c) => c.id).sort((a, b) => a - b),
    lines,
    installments,
  };
}

export function installmentsOf(db: Executor, schoolId: number, structureId: number) {
  return db
    .select({
      id: feeInstallments.id,
      name: feeInstallments.name,
      due_date: feeInstallments.dueDate,
      amount: feeInstallments.amount,
    })
    .from(feeInstallments)
    .where(
      and(eq(feeInstallments.schoolId, schoolId), eq(feeInstallments.structureId, structureId)),
    )
    .orderBy(feeInstallments.position);
}

/** 422 on the field for a foreign session, class or fee type, or a class that already has a current structure. */
async function checkReferences(
  tx: Executor,
  schoolId: number,
  body: StructureBody,
  exceptId?: number,
) {
  const errors: Record<string, string> = {};
  if (!(await findSessionYear(tx, schoolId, body.session_year_id)))
    errors.session_year_id = 'The chosen session year does not exist.';
  if (!(await classesExist(tx, schoolId, body.class_ids)))
    errors.class_ids = 'A chosen class does not exist.';
  const typeIds = [...new Set(body.lines.map((l) => l.fee_type_id))];
  const types = await tx
    .select({ id: feeTypes.id })
    .from(feeTypes)
    .where(and(eq(feeTypes.schoolId, schoolId), inArray(feeTypes.id, typeIds)));
  if (types.length !== typeIds.length) errors.lines = 'A chosen fee type does not exist.';
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
          isNull(feeStructures.supersededAt),
          exceptId ? ne(feeStructures.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    const [clash] = taken;
    if (clash)
      errors.class_ids = `A chosen class already has a fee structure for this session year: ${clash.name}.`;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

function structureColumns(body: StructureBody) {
  const fee = body.late_fee;
  return {
    name: body.name,
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
      `Version ${current.version} was replaced by a newer version: edit that one.`,
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

export const structureRoutes = resourceRoutes({
  path: '/fee-structures',
  tag: 'fees',
  label: 'fee structure',
  access: permissionsOf('fees'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'fee-structures.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Session year', value: (r) => r.session_year_name ?? '' },
        { header: 'Classes', value: (r) => r.class_names ?? '' },
        { header: 'Due date', value: (r) => r.due_date },
        { header: 'Version', value: (r) => r.version },
        { header: 'Current', value: (r) => (r.superseded ? 'No' : 'Yes') },
        { header: 'Compulsory total (minor units)', value: (r) => r.compulsory_total },
        { header: 'Students assigned', value: (r) => r.assigned_students },
      ],
    },
  },
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
});
