/**
 * Salary structures (/api/salary-structures): per staff member a basic salary and the
 * allowances and deductions that apply (optionally with the person's own amount), effective
 * from a month. Never edited: saving makes a new version, so the history stays and a payslip
 * keeps pointing at the version it was computed from.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { basisPointsToPercent } from '../../../money';
import { oneRow } from '../../../db/one-row';
import {
  payrollComponents,
  salaryStructureLines,
  salaryStructures,
} from '../../../db/schema/payroll';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { listRoute, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { activeStaffMembers, activeStaffView, userNamesView } from '../identity';
import type { ComponentSetting } from './rules';
import { payrollId, salaryStructureSchema, type SalaryStructureBody } from './schemas';
import { apiMessage } from '../../http/messages';

const staffNames = userNamesView('structure_staff_names');

/** No later version of the same person's structure exists. */
const laterVersion = (until?: string) =>
  sql`exists (select 1 from salary_structures newer where newer.school_id = ${salaryStructures.schoolId} and newer.user_id = ${salaryStructures.userId}${until ? sql` and newer.effective_from <= ${until}` : sql``} and (newer.effective_from, newer.id) > (${salaryStructures.effectiveFrom}, ${salaryStructures.id}))`;
const isCurrent = sql`not ${laterVersion()}`;

const query = listQuery(['staff_name', 'effective_from', 'basic', 'id'], {
  user_id: payrollId('staff member').optional(),
  current: z
    .enum(['true', 'false'], { error: 'current is true or false.' })
    .optional()
    .transform((v) => v === 'true'),
});

type StructureRow = {
  id: number;
  user_id: number;
  staff_name: string | null;
  basic: number;
  effective_from: string;
  components: number;
  note: string | null;
  created_at: Date;
};

const componentCount = sql<number>`(select count(*)::int from ${salaryStructureLines} where ${salaryStructureLines.schoolId} = ${salaryStructures.schoolId} and ${salaryStructureLines.structureId} = ${salaryStructures.id})`;

const queries = queriesOf<StructureRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: salaryStructures.id,
        user_id: salaryStructures.userId,
        staff_name: staffNames.name,
        basic: salaryStructures.basic,
        effective_from: sql<string>`to_char(${salaryStructures.effectiveFrom}, 'YYYY-MM')`,
        components: componentCount,
        note: salaryStructures.note,
        created_at: salaryStructures.createdAt,
      })
      .from(salaryStructures)
      .leftJoin(
        staffNames,
        and(
          eq(staffNames.schoolId, salaryStructures.schoolId),
          eq(staffNames.id, salaryStructures.userId),
        ),
      ),
  schoolId: salaryStructures.schoolId,
  id: salaryStructures.id,
  search: [staffNames.name],
  sort: {
    staff_name: staffNames.name,
    effective_from: salaryStructures.effectiveFrom,
    basic: salaryStructures.basic,
    id: salaryStructures.id,
  },
  defaultSort: 'staff_name',
  filters: (p) => [
    p.user_id ? eq(salaryStructures.userId, p.user_id) : undefined,
    p.current ? isCurrent : undefined,
  ],
});

type StructureComponent = ComponentSetting & { active: boolean };

/** The components of structure versions, with the settings as they are now. */
async function componentsOf(
  db: Executor,
  schoolId: number,
  structureIds: readonly number[],
): Promise<Map<number, StructureComponent[]>> {
  const out = new Map<number, StructureComponent[]>();
  if (!structureIds.length) return out;
  const rows = await db
    .select({
      structure_id: salaryStructureLines.structureId,
      id: payrollComponents.id,
      name: payrollComponents.name,
      kind: payrollComponents.kind,
      calc: payrollComponents.calc,
      amount: payrollComponents.amount,
      basis_points: payrollComponents.basisPoints,
      active: payrollComponents.active,
      override_amount: salaryStructureLines.overrideAmount,
    })
    .from(salaryStructureLines)
    .innerJoin(
      payrollComponents,
      and(
        eq(payrollComponents.schoolId, salaryStructureLines.schoolId),
        eq(payrollComponents.id, salaryStructureLines.componentId),
      ),
    )
    .where(
      and(
        eq(salaryStructureLines.schoolId, schoolId),
        inArray(salaryStructureLines.structureId, [...structureIds]),
      ),
    )
    .orderBy(asc(payrollComponents.kind), asc(payrollComponents.name));
  for (const { structure_id, ...c } of rows) {
    const list = out.get(structure_id) ?? [];
    list.push(c);
    out.set(structure_id, list);
  }
  return out;
}

export type EffectiveStructure = {
  id: number;
  user_id: number;
  basic: number;
  components: StructureComponent[];
};

/** Each person's version in force in the month starting `first` (latest from, then highest id). */
export async function structuresEffectiveOn(
  db: Executor,
  schoolId: number,
  first: string,
  userIds?: readonly number[],
): Promise<EffectiveStructure[]> {
  if (userIds && !userIds.length) return [];
  // The version in force: from on or before `first`, and no later such version of the person.
  const rows = await db
    .select({
      id: salaryStructures.id,
      user_id: salaryStructures.userId,
      basic: salaryStructures.basic,
    })
    .from(salaryStructures)
    .where(
      and(
        eq(salaryStructures.schoolId, schoolId),
        lte(salaryStructures.effectiveFrom, first),
        userIds ? inArray(salaryStructures.userId, [...userIds]) : undefined,
        sql`not ${laterVersion(first)}`,
      ),
    )
    .orderBy(asc(salaryStructures.userId));
  const components = await componentsOf(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, components: components.get(r.id) ?? [] }));
}

export async function structureRecord(db: Executor, schoolId: number, id: number) {
  const row = await queries.get(db, schoolId, id);
  if (!row) return undefined;
  const components = (await componentsOf(db, schoolId, [id])).get(id) ?? [];
  return {
    ...row,
    components: components.map((c) => ({
      component_id: c.id,
      name: c.name,
      kind: c.kind,
      calc: c.calc,
      amount: c.amount,
      percentage: basisPointsToPercent(c.basis_points),
      active: c.active,
      override_amount: c.override_amount ?? null,
    })),
  };
}

async function createVersion(tx: Executor, caller: SchoolUser, body: SalaryStructureBody) {
  const schoolId = caller.school.id;
  const [staff] = await activeStaffMembers(tx, schoolId, [body.user_id]);
  if (!staff) throw validationFailed({ user_id: apiMessage('payroll.notActiveStaff') });
  const ids = body.components.map((c) => c.component_id);
  if (ids.length) {
    const known = await tx
      .select({ id: payrollComponents.id })
      .from(payrollComponents)
      .where(and(eq(payrollComponents.schoolId, schoolId), inArray(payrollComponents.id, ids)));
    if (known.length !== ids.length)
      throw validationFailed({
        components: apiMessage('payroll.componentMissing'),
      });
  }
  const row = oneRow(
    await tx
      .insert(salaryStructures)
      .values({
        schoolId,
        userId: body.user_id,
        basic: body.basic,
        effectiveFrom: `${body.effective_from}-01`,
        note: body.note,
        createdByUserId: caller.userId,
      })
      .returning({ id: salaryStructures.id }),
    'inserting one row into salaryStructures',
  );
  if (body.components.length)
    await tx.insert(salaryStructureLines).values(
      body.components.map((c) => ({
        schoolId,
        structureId: row.id,
        componentId: c.component_id,
        overrideAmount: c.override_amount ?? null,
      })),
    );
  return row.id;
}

const csvColumns = [
  { header: 'ID', value: (r: StructureRow) => r.id },
  { header: 'Staff member', value: (r: StructureRow) => r.staff_name ?? '' },
  { header: 'Basic (minor units)', value: (r: StructureRow) => r.basic },
  { header: 'Effective from', value: (r: StructureRow) => r.effective_from },
  { header: 'Allowances and deductions', value: (r: StructureRow) => r.components },
];

/** Each person's current structure version, as a sub-query to join on (school_id, user_id). */
const currentStructures = new QueryBuilder()
  .select({
    schoolId: salaryStructures.schoolId,
    userId: salaryStructures.userId,
    id: salaryStructures.id,
    basic: salaryStructures.basic,
    effectiveFrom: salaryStructures.effectiveFrom,
  })
  .from(salaryStructures)
  .where(isCurrent)
  .as('current_structures');

const payrollStaff = activeStaffView('payroll_staff');

const staffQuery = listQuery(['name', 'basic', 'effective_from'], {
  structure: z.enum(['set', 'none'], { error: 'structure is set or none.' }).optional(),
});

type StaffRow = {
  id: number;
  name: string;
  roles: string[];
  structure: { id: number; basic: number; effective_from: string } | null;
};

/** Every active staff member with their latest structure version (none: null), a page at a time. */
const staffQueries = queriesOf<StaffRow, z.output<typeof staffQuery>>({
  select: (db) =>
    db
      .select({
        id: payrollStaff.id,
        name: payrollStaff.name,
        roles: payrollStaff.roles,
        structure: sql<StaffRow['structure']>`case when ${currentStructures.id} is null then null
          else json_build_object('id', ${currentStructures.id}, 'basic', ${currentStructures.basic},
            'effective_from', to_char(${currentStructures.effectiveFrom}, 'YYYY-MM')) end`,
      })
      .from(payrollStaff)
      .leftJoin(
        currentStructures,
        and(
          eq(currentStructures.schoolId, payrollStaff.schoolId),
          eq(currentStructures.userId, payrollStaff.id),
        ),
      ),
  schoolId: payrollStaff.schoolId,
  id: payrollStaff.id,
  search: [payrollStaff.name, sql`array_to_string(${payrollStaff.roles}, ' ')`],
  sort: {
    name: payrollStaff.name,
    basic: currentStructures.basic,
    effective_from: currentStructures.effectiveFrom,
  },
  defaultSort: 'name',
  filters: (p) => [
    p.structure === 'set' ? isNotNull(currentStructures.id) : undefined,
    p.structure === 'none' ? isNull(currentStructures.id) : undefined,
  ],
});

const staffCsvColumns = [
  { header: 'ID', value: (r: StaffRow) => r.id },
  { header: 'Staff member', value: (r: StaffRow) => r.name },
  { header: 'Roles', value: (r: StaffRow) => r.roles.join(', ') },
  { header: 'Basic (minor units)', value: (r: StaffRow) => r.structure?.basic },
  { header: 'Effective from', value: (r: StaffRow) => r.structure?.effective_from },
];

export const structureRoutes = [
  listRoute({
    path: '/payroll-staff',
    tag: 'payroll',
    summary:
      'The active staff with their latest salary structure or none (structure=set|none), searchable by name or role',
    access: access.permission('payroll-list'),
    list: {
      query: staffQuery,
      queries: staffQueries,
      csv: { fileName: 'payroll-staff.csv', columns: staffCsvColumns },
    },
  }),
  listRoute({
    path: '/salary-structures',
    tag: 'payroll',
    summary: 'Salary structure versions (current=true: each person’s latest)',
    access: access.permission('payroll-list'),
    list: { query, queries, csv: { fileName: 'salary-structures.csv', columns: csvColumns } },
  }),
  defineRoute({
    method: 'GET',
    path: '/salary-structures/:id',
    tag: 'payroll',
    summary: 'One salary structure version with its allowances and deductions',
    access: access.permission('payroll-list'),
    handler: async ({ db, caller, params }) => {
      const row = await structureRecord(
        db,
        caller.school.id,
        parseId(params.id, 'salary structure'),
      );
      if (!row) throw notFound('salaryStructure');
      return envelope(row);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/salary-structures',
    tag: 'payroll',
    summary: 'Save a staff member’s salary structure as a new version effective from a month',
    access: access.permission('payroll-create'),
    body: salaryStructureSchema,
    audit: { entity: 'salary-structures', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const saved = await db.transaction(async (tx) => {
        const id = await createVersion(tx, caller, body);
        const record = await structureRecord(tx, caller.school.id, id);
        if (!record) throw new Error('The version was inserted just above');
        await audit(tx, {
          action: 'create',
          entity: 'salary-structures',
          entityId: id,
          after: record,
        });
        return record;
      });
      return envelope(saved, apiMessage('done.salaryStructureSaved'));
    },
  }),
];
