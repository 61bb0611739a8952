/**
 * Reading fee structures: the list (as staff see it, and as a Guardian does: only the
 * structures their children's classes follow, without counts) and one structure with its
 * lines, installments and late-fee rule. The writes and the routes are in structures.ts; who
 * reads which view is decided in guardian-structures.ts.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { basisPointsToPercent } from '../../../money';
import {
  feeInstallments,
  feeLedger,
  feeStructureClasses,
  feeStructureLines,
  feeStructures,
  feeTypes,
} from '../../../db/schema/fees';
import { STRUCTURE_KINDS, type StructureKind } from '../../../db/schema/fees-values';
import type { CsvColumn } from '../../http/csv';
import { listQuery } from '../../http/list';
import { qualified, queriesOf, type QuerySpec } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { academicViews } from '../academics';
import type { LateFeeRule } from './rules';
import { feeId } from './schemas';

export const structureListQuery = listQuery(['name', 'due_date', 'id'], {
  session_year_id: feeId('session year').optional(),
  kind: z.enum(STRUCTURE_KINDS).optional(),
  class_id: feeId('class').optional(),
  current: z.enum(['true', 'false']).optional(),
});
type Params = z.output<typeof structureListQuery>;

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

/** A structure as a Guardian reads it: what their child owes and when, no school-wide figures. */
export type GuardianStructureRow = {
  id: number;
  name: string;
  kind: StructureKind;
  optional: boolean;
  session_year_id: number;
  session_year_name: string | null;
  due_date: string;
  version: number;
  previous_id: number | null;
  superseded: boolean;
  compulsory_total: number;
  class_names: string | null;
};

/** A structure as staff read it: also how many students owe under it. */
export type StructureRow = GuardianStructureRow & { assigned_students: number };

const guardianFields = {
  id: feeStructures.id,
  name: feeStructures.name,
  kind: feeStructures.kind,
  optional: feeStructures.optional,
  session_year_id: feeStructures.sessionYearId,
  session_year_name: years.name,
  due_date: feeStructures.dueDate,
  version: feeStructures.version,
  previous_id: feeStructures.previousId,
  superseded: sql<boolean>`${feeStructures.supersededAt} is not null`,
  compulsory_total: compulsoryTotal,
  class_names: classNames,
};

/** The list's search, sort and filters, the same in both views. */
function specOf<Row>(
  select: QuerySpec<Row, Params>['select'],
  visible?: SQL,
): QuerySpec<Row, Params> {
  return {
    select,
    countFrom: (db) => db.select({ id: feeStructures.id }).from(feeStructures),
    schoolId: feeStructures.schoolId,
    id: feeStructures.id,
    search: [feeStructures.name],
    sort: { name: feeStructures.name, due_date: feeStructures.dueDate, id: feeStructures.id },
    defaultSort: 'name',
    filters: (p) => [
      visible,
      p.session_year_id ? eq(feeStructures.sessionYearId, p.session_year_id) : undefined,
      p.kind ? eq(feeStructures.kind, p.kind) : undefined,
      p.class_id
        ? sql`exists (select 1 from ${feeStructureClasses} sc where sc.school_id = ${feeStructures.schoolId} and sc.structure_id = ${feeStructures.id} and sc.class_id = ${p.class_id})`
        : undefined,
      p.current === 'true' ? isNull(feeStructures.supersededAt) : undefined,
      p.current === 'false' ? sql`${feeStructures.supersededAt} is not null` : undefined,
    ],
  };
}

const withSessionYear = <F extends typeof guardianFields>(db: Executor, fields: F) =>
  db
    .select(fields)
    .from(feeStructures)
    .leftJoin(
      years,
      and(eq(years.schoolId, feeStructures.schoolId), eq(years.id, feeStructures.sessionYearId)),
    );

const staffQueries = queriesOf<StructureRow, Params>(
  specOf((db) => withSessionYear(db, { ...guardianFields, assigned_students: assignedStudents })),
);

const guardianCsv: CsvColumn<GuardianStructureRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Optional', value: (r) => (r.optional ? 'Yes' : 'No') },
  { header: 'Session year', value: (r) => r.session_year_name ?? '' },
  { header: 'Classes', value: (r) => r.class_names ?? '' },
  { header: 'Due date', value: (r) => r.due_date },
  { header: 'Version', value: (r) => r.version },
  { header: 'Current', value: (r) => (r.superseded ? 'No' : 'Yes') },
  { header: 'Compulsory total (minor units)', value: (r) => r.compulsory_total },
];

export const staffStructureList: ListDefinition<StructureRow, Params> = {
  query: structureListQuery,
  queries: staffQueries,
  csv: {
    fileName: 'fee-structures.csv',
    columns: [...guardianCsv, { header: 'Students assigned', value: (r) => r.assigned_students }],
  },
};

/** The list a Guardian reads: the structures `visible` admits, without counts. */
export function guardianStructureList(visible: SQL): ListDefinition<GuardianStructureRow, Params> {
  return {
    query: structureListQuery,
    queries: queriesOf<GuardianStructureRow, Params>(
      specOf((db) => withSessionYear(db, guardianFields), visible),
    ),
    csv: { fileName: 'fee-structures.csv', columns: guardianCsv },
  };
}

/** A structure's lines, installments, classes and late-fee rule. */
export type StructureParts = {
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

export type StructureDetail = StructureRow & StructureParts;
export type GuardianStructureDetail = GuardianStructureRow & StructureParts;

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

async function structureParts(
  db: Executor,
  schoolId: number,
  id: number,
): Promise<StructureParts | undefined> {
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
    late_fee: {
      kind: record.lateFeeKind,
      amount: record.lateFeeAmount,
      percent:
        record.lateFeeKind === 'percentage'
          ? basisPointsToPercent(record.lateFeeBasisPoints)
          : null,
      grace_days: record.lateFeeGraceDays,
      cap: record.lateFeeCap,
    },
    class_ids: classRows.map((c) => c.id).sort((a, b) => a - b),
    lines,
    installments,
  };
}

export async function structureDetail(
  db: Executor,
  schoolId: number,
  id: number,
): Promise<StructureDetail | undefined> {
  const row = await staffQueries.get(db, schoolId, id);
  const parts = row && (await structureParts(db, schoolId, id));
  return row && parts && { ...row, ...parts };
}

/** One structure as a Guardian reads it, if `visible` admits it. */
export async function guardianStructureDetail(
  db: Executor,
  schoolId: number,
  id: number,
  visible: SQL,
): Promise<GuardianStructureDetail | undefined> {
  const [row] = await withSessionYear(db, guardianFields)
    .where(and(eq(feeStructures.schoolId, schoolId), eq(feeStructures.id, id), visible))
    .limit(1);
  const parts = row && (await structureParts(db, schoolId, id));
  return row && parts && { ...row, ...parts };
}

function installmentsOf(db: Executor, schoolId: number, structureId: number) {
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
