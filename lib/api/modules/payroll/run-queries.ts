/** The read side of runs and payslips: lists, one record, and a payslip with its lines. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { payrollRuns, payslipLines, payslips } from '../../../db/schema/payroll';
import { RUN_STATUSES } from '../../../db/schema/payroll-values';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { monthField, payrollId } from './schemas';

const slipsOfRun = (column: SQL) =>
  sql`(select ${column} from ${payslips} where ${payslips.schoolId} = ${payrollRuns.schoolId} and ${payslips.runId} = ${payrollRuns.id})`;

export const runQuery = listQuery(['month', 'id'], {
  status: z.enum(RUN_STATUSES, { error: 'Choose draft, finalised or cancelled.' }).optional(),
  month: monthField.optional(),
});

export type RunRow = {
  id: number;
  month: string;
  status: (typeof RUN_STATUSES)[number];
  working_days_rule: string;
  days_in_month: number;
  payslips: number;
  paid: number;
  total_net: number;
  expense_id: number | null;
  finalised_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
};

export const runQueries = queriesOf<RunRow, z.output<typeof runQuery>>({
  select: (db) =>
    db
      .select({
        id: payrollRuns.id,
        month: payrollRuns.month,
        status: payrollRuns.status,
        working_days_rule: payrollRuns.workingDaysRule,
        days_in_month: payrollRuns.daysInMonth,
        payslips: sql<number>`${slipsOfRun(sql`count(*)::int`)}`,
        paid: sql<number>`${slipsOfRun(sql`count(${payslips.paidOn})::int`)}`,
        total_net:
          sql<number>`${slipsOfRun(sql`coalesce(sum(${payslips.net}), 0)::bigint`)}`.mapWith(
            Number,
          ),
        expense_id: payrollRuns.expenseId,
        finalised_at: payrollRuns.finalisedAt,
        cancelled_at: payrollRuns.cancelledAt,
        cancel_reason: payrollRuns.cancelReason,
      })
      .from(payrollRuns),
  schoolId: payrollRuns.schoolId,
  id: payrollRuns.id,
  search: [payrollRuns.month],
  sort: { month: payrollRuns.month, id: payrollRuns.id },
  defaultSort: '-month',
  filters: (p) => [
    p.status ? eq(payrollRuns.status, p.status) : undefined,
    p.month ? eq(payrollRuns.month, p.month) : undefined,
  ],
});

export const payslipQuery = listQuery(['staff_name', 'month', 'net', 'id'], {
  run_id: payrollId('payroll run').optional(),
  user_id: payrollId('staff member').optional(),
});
export type PayslipParams = z.output<typeof payslipQuery>;

export type PayslipRow = {
  id: number;
  run_id: number;
  month: string;
  run_status: string;
  user_id: number;
  staff_name: string;
  unpaid_days: number;
  earnings: number;
  deductions: number;
  net: number;
  paid_on: string | null;
  pay_method: string | null;
  pay_reference: string | null;
};

/**
 * Payslips; `ownerId` keeps one person's payslips of finalised runs (a staff member without
 * payroll-list sees only their own, never a draft).
 */
export const payslipQueriesFor = (ownerId: number | null) =>
  queriesOf<PayslipRow, PayslipParams>({
    select: (db) =>
      db
        .select({
          id: payslips.id,
          run_id: payslips.runId,
          month: payrollRuns.month,
          run_status: payrollRuns.status,
          user_id: payslips.userId,
          staff_name: payslips.staffName,
          unpaid_days: payslips.unpaidDays,
          earnings: payslips.earnings,
          deductions: payslips.deductions,
          net: payslips.net,
          paid_on: payslips.paidOn,
          pay_method: payslips.payMethod,
          pay_reference: payslips.payReference,
        })
        .from(payslips)
        .innerJoin(
          payrollRuns,
          and(eq(payrollRuns.schoolId, payslips.schoolId), eq(payrollRuns.id, payslips.runId)),
        ),
    schoolId: payslips.schoolId,
    id: payslips.id,
    search: [payslips.staffName],
    sort: {
      staff_name: payslips.staffName,
      month: payrollRuns.month,
      net: payslips.net,
      id: payslips.id,
    },
    defaultSort: 'staff_name',
    filters: (p) => [
      p.run_id ? eq(payslips.runId, p.run_id) : undefined,
      p.user_id ? eq(payslips.userId, p.user_id) : undefined,
      ownerId !== null ? eq(payslips.userId, ownerId) : undefined,
      ownerId !== null ? eq(payrollRuns.status, 'finalised') : undefined,
    ],
  });

export const allPayslips = payslipQueriesFor(null);

export type PayslipLineRow = {
  id: number;
  kind: 'basic' | 'allowance' | 'deduction' | 'unpaid_leave';
  label: string;
  amount: number;
  computed_amount: number | null;
  adjust_reason: string | null;
};

export async function linesOf(
  db: Executor,
  schoolId: number,
  payslipIds: readonly number[],
): Promise<Map<number, PayslipLineRow[]>> {
  const out = new Map<number, PayslipLineRow[]>();
  if (!payslipIds.length) return out;
  const rows = await db
    .select({
      payslip_id: payslipLines.payslipId,
      id: payslipLines.id,
      kind: payslipLines.kind,
      label: payslipLines.label,
      amount: payslipLines.amount,
      computed_amount: payslipLines.computedAmount,
      adjust_reason: payslipLines.adjustReason,
    })
    .from(payslipLines)
    .where(
      and(eq(payslipLines.schoolId, schoolId), inArray(payslipLines.payslipId, [...payslipIds])),
    )
    .orderBy(asc(payslipLines.payslipId), asc(payslipLines.position));
  for (const { payslip_id, ...line } of rows) {
    const list = out.get(payslip_id) ?? [];
    list.push(line);
    out.set(payslip_id, list);
  }
  return out;
}

/** One payslip with its lines, if `ownerId` (when given) may see it. */
export async function payslipRecord(
  db: Executor,
  schoolId: number,
  id: number,
  ownerId: number | null = null,
) {
  const row = await allPayslips.get(db, schoolId, id);
  if (!row) return undefined;
  if (ownerId !== null && (row.user_id !== ownerId || row.run_status !== 'finalised'))
    return undefined;
  return { ...row, lines: (await linesOf(db, schoolId, [id])).get(id) ?? [] };
}
