/**
 * Payroll on the dashboard, for holders of payroll-list: the salaries actually paid this month
 * and last month (the net of the payslips whose payment date falls in the month). Only what
 * happened counts: a draft or a finalised run not yet paid is no money out, and a run whose
 * payment was cancelled is left out.
 */
import { and, between, eq, ne, sql } from 'drizzle-orm';
import { payrollRuns, payslips } from '../../../db/schema/payroll';
import type { DashboardContext, DashboardContribution } from '../../http/dashboard';
import { monthRange, previousMonth } from './rules';

async function paidIn({ db, schoolId }: DashboardContext, month: string, upTo?: string) {
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
        between(payslips.paidOn, monthRange(month).first, upTo ?? monthRange(month).last),
        ne(payrollRuns.status, 'cancelled'),
      ),
    );
  return Number(row?.total ?? 0);
}

export const payrollDashboard: DashboardContribution = {
  figures: [
    {
      key: 'payroll_this_month',
      label: 'Salaries paid this month',
      permission: 'payroll-list',
      format: 'money',
      value: (ctx) => paidIn(ctx, ctx.today.slice(0, 7), ctx.today),
    },
    {
      key: 'payroll_last_month',
      label: 'Salaries paid last month',
      permission: 'payroll-list',
      format: 'money',
      value: (ctx) => paidIn(ctx, previousMonth(ctx.today.slice(0, 7))),
    },
  ],
};
