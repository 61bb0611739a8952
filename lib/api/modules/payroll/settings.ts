/**
 * Payroll settings: allowances and deductions (CRUD at /api/payroll-settings) and the
 * working-days rule of the unpaid-days deduction (/api/payroll-settings/working-days).
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { percentToBasisPoints } from '../../../money';
import { oneRow } from '../../../db/one-row';
import {
  payrollComponents,
  payrollPreferences,
  payslipLines,
  salaryStructureLines,
} from '../../../db/schema/payroll';
import { COMPONENT_KINDS, type WorkingDaysRule } from '../../../db/schema/payroll-values';
import { envelope } from '../../http/envelope';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { usedBy } from '../../http/usages';
import { componentSchema, workingDaysSchema, type ComponentBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'payroll_components_school_name_unique',
  'name',
  apiMessage('payroll.componentTaken'),
);

const query = listQuery(['name', 'kind', 'id'], {
  kind: z.enum(COMPONENT_KINDS, { error: 'Choose allowance or deduction.' }).optional(),
});

type ComponentRow = {
  id: number;
  name: string;
  kind: 'allowance' | 'deduction';
  calc: 'fixed' | 'percentage';
  amount: number;
  percentage: number;
  active: boolean;
};

const queries = queriesOf<ComponentRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: payrollComponents.id,
        name: payrollComponents.name,
        kind: payrollComponents.kind,
        calc: payrollComponents.calc,
        amount: payrollComponents.amount,
        percentage: sql<number>`${payrollComponents.basisPoints}::float8 / 100`,
        active: payrollComponents.active,
      })
      .from(payrollComponents),
  schoolId: payrollComponents.schoolId,
  id: payrollComponents.id,
  search: [payrollComponents.name],
  sort: { name: payrollComponents.name, kind: payrollComponents.kind, id: payrollComponents.id },
  defaultSort: 'name',
  filters: (p) => [p.kind ? eq(payrollComponents.kind, p.kind) : undefined],
});

const columns = (b: ComponentBody) => ({
  name: b.name,
  kind: b.kind,
  calc: b.calc,
  amount: b.calc === 'fixed' ? (b.amount ?? 0) : 0,
  basisPoints: b.calc === 'percentage' ? percentToBasisPoints(b.percentage ?? 0) : 0,
  active: b.active,
});

const componentRoutes = resourceRoutes({
  path: '/payroll-settings',
  tag: 'payroll',
  label: 'allowance or deduction',
  access: permissionsOf('payroll-settings'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'payroll-settings.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Kind', value: (r) => r.kind },
        { header: 'Calculation', value: (r) => r.calc },
        { header: 'Amount (minor units)', value: (r) => (r.calc === 'fixed' ? r.amount : '') },
        { header: 'Percentage', value: (r) => (r.calc === 'percentage' ? r.percentage : '') },
        { header: 'Active', value: (r) => (r.active ? 'yes' : 'no') },
      ],
    },
  },
  get: queries.get,
  body: componentSchema,
  create: async (tx, schoolId, body) => {
    const row = oneRow(
      await tx
        .insert(payrollComponents)
        .values({ schoolId, ...columns(body) })
        .returning({ id: payrollComponents.id }),
      'inserting one row into payrollComponents',
    );
    return row.id;
  },
  update: async (tx, schoolId, id, body) => {
    const rows = await tx
      .update(payrollComponents)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(and(eq(payrollComponents.schoolId, schoolId), eq(payrollComponents.id, id)))
      .returning({ id: payrollComponents.id });
    return rows.length > 0;
  },
  // A component in use is made inactive instead: structures and payslips keep pointing at it.
  usages: [
    usedBy(
      ['salary structure', 'salary structures'],
      salaryStructureLines,
      salaryStructureLines.componentId,
      salaryStructureLines.structureId,
    ),
    usedBy(
      ['payslip line', 'payslip lines'],
      payslipLines,
      payslipLines.componentId,
      payslipLines.label,
    ),
  ],
  remove: async (tx, schoolId, id) => {
    await tx
      .delete(payrollComponents)
      .where(and(eq(payrollComponents.schoolId, schoolId), eq(payrollComponents.id, id)));
  },
});

export async function workingDaysRuleOf(db: Executor, schoolId: number): Promise<WorkingDaysRule> {
  const [row] = await db
    .select({ rule: payrollPreferences.workingDaysRule })
    .from(payrollPreferences)
    .where(eq(payrollPreferences.schoolId, schoolId));
  return row?.rule ?? 'calendar_days';
}

const workingDaysRoutes = [
  defineRoute({
    method: 'GET',
    path: '/payroll-settings/working-days',
    tag: 'payroll',
    summary: 'The working-days rule of the unpaid-days deduction',
    access: access.permission('payroll-settings-list'),
    handler: async ({ db, caller }) =>
      envelope({ working_days_rule: await workingDaysRuleOf(db, caller.school.id) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/payroll-settings/working-days',
    tag: 'payroll',
    summary:
      'Set the working-days rule: calendar days of the month, or working days of the school calendar',
    access: access.permission('payroll-settings-edit'),
    body: workingDaysSchema,
    audit: { entity: 'payroll-settings', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      await db.transaction(async (tx) => {
        const before = await workingDaysRuleOf(tx, schoolId);
        await tx
          .insert(payrollPreferences)
          .values({ schoolId, workingDaysRule: body.working_days_rule })
          .onConflictDoUpdate({
            target: payrollPreferences.schoolId,
            set: { workingDaysRule: body.working_days_rule, updatedAt: new Date() },
          });
        await audit(tx, {
          action: 'update',
          entity: 'payroll-settings',
          entityId: null,
          before: { working_days_rule: before },
          after: { working_days_rule: body.working_days_rule },
        });
      });
      return envelope(body, apiMessage('done.workingDaysSaved'));
    },
  }),
];

/** The rule's fixed path goes before the resource's `/:id`. */
export const settingsRoutes = [...workingDaysRoutes, ...componentRoutes];
