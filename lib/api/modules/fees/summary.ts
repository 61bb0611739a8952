/**
 * GET /api/fees/fee-summary (SPEC §7): a session year's fee figures — total due, collected,
 * waived, late fees, outstanding, overdue students; per class; collections per month. The
 * ledger is summed per class and kind in SQL and each class's sums go through the same
 * balanceOf rule as one student's lines, so the school's figures and a student's agree.
 * Late fees count as posted (with the payment that settles them); a student's screen also
 * shows those earned since. School-wide: a Guardian never receives it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  feeLedger,
  feePaymentCancellations,
  feePayments,
  feeStructures,
} from '../../../db/schema/fees';
import { todayIn } from '../../../calendar';
import { INT4_MAX } from '../../../validation/integers';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { academicViews, sessionYearOrDefault } from '../academics';
import { studentView } from '../people';
import { balanceOf, type Balance } from './rules';

const summaryQuery = z.object({
  session_year_id: z.coerce
    .number({ error: 'The session year must be a number.' })
    .int('The session year must be a whole number.')
    .positive('The session year must be a positive number.')
    .max(INT4_MAX, 'The session year does not exist.')
    .optional(),
});

const sections = academicViews.classSections;
const classNames = academicViews.classes;
const reversed = alias(feeLedger, 'reversed');

const figures = (b: Balance) => ({
  total_due: b.dues,
  collected: b.payments,
  waived: b.waivers,
  late_fees: b.lateFees,
  advance: b.advance,
  outstanding: b.balance,
});

export async function feeSummary(
  db: Executor,
  schoolId: number,
  sessionYearId: number,
  today: string,
) {
  const unallocated = sql<boolean>`${feeLedger.dueId} is null`;
  const grouped = await db
    .select({
      classId: sections.classId,
      className: classNames.name,
      kind: feeLedger.kind,
      reverses: reversed.kind,
      unallocated,
      total: sql<number>`sum(${feeLedger.amount})`.mapWith(Number),
    })
    .from(feeLedger)
    .innerJoin(
      studentView,
      and(eq(studentView.schoolId, feeLedger.schoolId), eq(studentView.id, feeLedger.studentId)),
    )
    .innerJoin(
      sections,
      and(eq(sections.schoolId, feeLedger.schoolId), eq(sections.id, studentView.classSectionId)),
    )
    .innerJoin(
      classNames,
      and(eq(classNames.schoolId, sections.schoolId), eq(classNames.id, sections.classId)),
    )
    .leftJoin(
      reversed,
      and(
        eq(feeLedger.kind, 'cancellation'),
        eq(reversed.schoolId, feeLedger.schoolId),
        eq(reversed.id, feeLedger.reversesId),
      ),
    )
    .where(and(eq(feeLedger.schoolId, schoolId), eq(feeLedger.sessionYearId, sessionYearId)))
    .groupBy(sections.classId, classNames.name, feeLedger.kind, reversed.kind, unallocated);
  const byClass = new Map<
    number,
    { name: string; lines: Parameters<typeof balanceOf>[0][number][] }
  >();
  for (const row of grouped) {
    const entry = byClass.get(row.classId) ?? { name: row.className, lines: [] };
    entry.lines.push({
      id: 0,
      kind: row.kind,
      reverses: row.reverses,
      amount: row.total,
      dueId: row.unallocated ? null : 0,
    });
    byClass.set(row.classId, entry);
  }
  const perClass = [...byClass.entries()]
    .map(([classId, { name, lines }]) => ({
      class_id: classId,
      class_name: name,
      ...figures(balanceOf(lines)),
    }))
    .sort((a, b) => a.class_name.localeCompare(b.class_name));
  const total = figures(balanceOf([...byClass.values()].flatMap((c) => c.lines)));

  const [overdue] = await db.select({
    students: sql<number>`count(distinct owing.student_id)`.mapWith(Number),
  }).from(sql`(
      select student_id from ${feeLedger}
      where school_id = ${schoolId} and session_year_id = ${sessionYearId} and (kind = 'due' or due_id is not null)
      group by student_id, coalesce(due_id, id)
      having sum(amount) > 0 and max(due_date) < ${today}
    ) as owing`);
  const months = await db
    .select({
      month: sql<string>`to_char(${feePayments.paidOn}, 'YYYY-MM')`,
      collected: sql<number>`sum(${feePayments.amount})`.mapWith(Number),
    })
    .from(feePayments)
    .leftJoin(
      feePaymentCancellations,
      and(
        eq(feePaymentCancellations.schoolId, feePayments.schoolId),
        eq(feePaymentCancellations.paymentId, feePayments.id),
      ),
    )
    .where(
      and(
        eq(feePayments.schoolId, schoolId),
        eq(feePayments.sessionYearId, sessionYearId),
        sql`${feePaymentCancellations.paymentId} is null`,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const [structures] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(feeStructures)
    .where(
      and(
        eq(feeStructures.schoolId, schoolId),
        eq(feeStructures.sessionYearId, sessionYearId),
        sql`${feeStructures.supersededAt} is null`,
      ),
    );
  return {
    ...total,
    overdue_students: overdue.students,
    fee_structures: structures.n,
    per_class: perClass,
    per_month: months,
  };
}

export const summaryRoutes = [
  defineRoute({
    method: 'GET',
    path: '/fees/fee-summary',
    tag: 'fees',
    summary:
      'Fee figures of a session year (default: the default one), in minor units of the school currency',
    // School-wide totals: a Guardian's fees-list is about their own children only.
    access: access.schoolWide('fees-list'),
    query: summaryQuery,
    handler: async ({ db, caller, query }) => {
      const schoolId = caller.school.id;
      const session = await sessionYearOrDefault(db, schoolId, query.session_year_id);
      const summary = await feeSummary(db, schoolId, session.id, todayIn(caller.format.timeZone));
      return envelope({
        session_year_id: session.id,
        session_year_name: session.name,
        currency: caller.format.currency,
        ...summary,
      });
    },
  }),
];
