/**
 * Payroll on the dashboard, for holders of payroll-list: the total net of this month's run and
 * of last month's (draft or finalised; a run whose payment was cancelled is left out), 0 for a
 * month not run yet.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { payrollRuns, payslips } from '../../../db/schema/payroll';
import type { DashboardContext, DashboardContribution } from '../../http/dashboard';
import { previousMonth } from './rules';

async function payrollOf({ db, schoolId }: DashboardContext, month: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payslips.net}), 0)` })
    .from(payslips)
    .innerJoin(
      payrollRuns,
      and(eq(payrollRuns.schoolId, payslips.schoolId), eq(payrollRuns.id, payslips.runId)),
    )
    .where(
      and(
        eq(payslips.schoolId, schoolId),
        eq(payrollRuns.month, month),
        ne(payrollRuns.status, 'cancelled'),
      ),
    );
  return Number(row?.total ?? 0);
}

export const payrollDashboard: DashboardContribution = {
  figures: [
    {
      key: 'payroll_this_month',
      label: 'Payroll this month',
      permission: 'payroll-list',
      format: 'money',
      value: (ctx) => payrollOf(ctx, ctx.today.slice(0, 7)),
    },
    {
      key: 'payroll_last_month',
      label: 'Payroll last month',
      permission: 'payroll-list',
      format: 'money',
      value: (ctx) => payrollOf(ctx, previousMonth(ctx.today.slice(0, 7))),
    },
  ],
};
