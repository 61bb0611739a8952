/**
 * Fees on the dashboard, for those who may see the school's fees (fees-list through a staff
 * role: the accountant, the admin; never a guardian): what was collected today (received less
 * cancelled, as the payment history's totals), what falls due this month, how many students
 * are overdue (as the fee summary counts them) and the latest payments. Each figure links to
 * the screen that lists what it counts.
 */
import { and, between, eq, lt, sql } from 'drizzle-orm';
import { feeLedger, feeStudentTotals } from '../../../db/schema/fees';
import { monthBounds } from '../../../calendar';
import type { DashboardContext, DashboardContribution } from '../../http/dashboard';
import { collectedBetween, latestPayments } from './payment-history';

/** How many payments the dashboard lists. */
const LATEST_PAYMENTS = 5;

/** The dues (instalments, custom fees) whose due date falls in this month, whoever owes them. */
async function dueThisMonth({ db, schoolId, today }: DashboardContext) {
  const { first, last } = monthBounds(today);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${feeLedger.amount}), 0)` })
    .from(feeLedger)
    .where(
      and(
        eq(feeLedger.schoolId, schoolId),
        eq(feeLedger.kind, 'due'),
        between(feeLedger.dueDate, first, last),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Students of this session year with a due still owing past its date (the fee summary's rule). */
async function overdueStudents({ db, schoolId, sessionYearId, today }: DashboardContext) {
  const [row] = await db
    .select({ students: sql<number>`count(*)`.mapWith(Number) })
    .from(feeStudentTotals)
    .where(
      and(
        eq(feeStudentTotals.schoolId, schoolId),
        eq(feeStudentTotals.sessionYearId, sessionYearId),
        lt(feeStudentTotals.owingSince, today),
      ),
    );
  return row?.students ?? 0;
}

export const feesDashboard: DashboardContribution = {
  figures: [
    {
      key: 'fees_collected_today',
      label: 'Fees collected today',
      permission: 'fees-list',
      format: 'money',
      value: ({ db, schoolId, today }) => collectedBetween(db, schoolId, today, today),
      href: ({ today }) => `/fees/fees-transaction-logs?from=${today}&to=${today}`,
    },
    {
      key: 'fees_due_this_month',
      label: 'Fees due this month',
      permission: 'fees-list',
      format: 'money',
      value: dueThisMonth,
      href: () => '/fees/dues',
    },
    {
      key: 'fees_overdue_students',
      label: 'Students overdue',
      permission: 'fees-list',
      format: 'count',
      value: overdueStudents,
      href: () => '/fees/dues?overdue=true',
    },
  ],
  fields: [
    {
      key: 'latest_payments',
      empty: [],
      value: async ({ db, schoolId, caller }) =>
        caller.staffPermissions.has('fees-list')
          ? (await latestPayments(db, schoolId, LATEST_PAYMENTS)).map((p) => ({
              id: p.id,
              receipt_no: p.receipt_no,
              paid_on: p.paid_on,
              student_name: p.student_name,
              class_section_name: p.class_section_name,
              amount: p.amount,
              method: p.method,
              status: p.status,
            }))
          : [],
    },
  ],
};
