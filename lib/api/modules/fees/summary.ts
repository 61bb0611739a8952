/**
 * GET /api/fees/fee-summary (SPEC §7): a session year's fee figures — total due, collected,
 * waived, late fees, outstanding, overdue students; per class; collections per month.
 *
 * It reads the derived tables, never the ledger itself: `fee_student_totals` (one row per
 * student: the ledger's sums per kind and the earliest due date still owing) and
 * `fee_collection_months`, both kept by triggers in the transaction of every ledger, payment
 * and cancellation insert (migration 0017). A 50,000-student school is ~50,000 small rows
 * grouped by each student's current class, not a million ledger lines. Each class's sums go
 * through `balanceOfSums`, the same rule as one student's lines, so the school's figures and a
 * student's agree. Late fees count as posted (with the payment that settles them); a student's
 * screen also shows those earned since. School-wide: a Guardian never receives it.
 */
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { feeCollectionMonths, feeStructures, feeStudentTotals } from '../../../db/schema/fees';
import { todayIn } from '../../../calendar';
import { INT4_MAX } from '../../../validation/integers';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { academicViews, sessionYearOrDefault } from '../academics';
import { studentView } from '../people';
import { balanceOfSums, type Balance, type KindSums } from './rules';

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
const totals = feeStudentTotals;

/** A balance under the names the summary answers with (for the school and each class). */
export const figures = (b: Balance) => ({
  total_due: b.dues,
  collected: b.payments,
  waived: b.waivers,
  late_fees: b.lateFees,
  advance: b.advance,
  refunded: b.refunded,
  outstanding: b.balance,
});

const summed = (column: PgColumn) => sql<number>`sum(${column})`.mapWith(Number);

const addSums = (a: KindSums, b: KindSums): KindSums => ({
  due: a.due + b.due,
  lateFee: a.lateFee + b.lateFee,
  waiver: a.waiver + b.waiver,
  payment: a.payment + b.payment,
  advance: a.advance + b.advance,
  advanceUsed: a.advanceUsed + b.advanceUsed,
  refund: a.refund + b.refund,
  refundAdvance: a.refundAdvance + b.refundAdvance,
});

export const NO_SUMS: KindSums = {
  due: 0,
  lateFee: 0,
  waiver: 0,
  payment: 0,
  advance: 0,
  advanceUsed: 0,
  refund: 0,
  refundAdvance: 0,
};

type SectionSums = KindSums & { classSectionId: number | null };

/** Class-sections' sums added up by class (a section's class and its name from the academics views). */
async function sumsByClass(db: Executor, schoolId: number, bySection: SectionSums[]) {
  const ids = bySection.flatMap((r) => r.classSectionId ?? []);
  const classOf = new Map(
    (ids.length
      ? await db
          .select({ id: sections.id, classId: sections.classId, className: classNames.name })
          .from(sections)
          .innerJoin(
            classNames,
            and(eq(classNames.schoolId, sections.schoolId), eq(classNames.id, sections.classId)),
          )
          .where(and(eq(sections.schoolId, schoolId), inArray(sections.id, ids)))
      : []
    ).map((r) => [r.id, r]),
  );
  const byClass = new Map<number, { classId: number; className: string; sums: KindSums }>();
  for (const { classSectionId, ...sums } of bySection) {
    const section = classSectionId === null ? undefined : classOf.get(classSectionId);
    if (!section) continue;
    const entry = byClass.get(section.classId);
    byClass.set(section.classId, {
      classId: section.classId,
      className: section.className,
      sums: addSums(entry?.sums ?? NO_SUMS, sums),
    });
  }
  return [...byClass.values()];
}

export async function feeSummary(
  db: Executor,
  schoolId: number,
  sessionYearId: number,
  today: string,
) {
  const ofSession = and(eq(totals.schoolId, schoolId), eq(totals.sessionYearId, sessionYearId));
  // The students' sums by their current class-section: one join of two 50,000-row sets. The
  // class of each section comes after, from a few rows: joined in one statement, the
  // class-section view (three tables) let the planner cross the students with the classes
  // first and probe the totals 150,000 times (953 ms for 50,000 students on PostgreSQL).
  const bySection = await db
    .select({
      classSectionId: studentView.classSectionId,
      due: summed(totals.dueSum),
      lateFee: summed(totals.lateFeeSum),
      waiver: summed(totals.waiverSum),
      payment: summed(totals.paymentSum),
      advance: summed(totals.advanceSum),
      advanceUsed: summed(totals.advanceUsedSum),
      refund: summed(totals.refundSum),
      refundAdvance: summed(totals.refundAdvanceSum),
    })
    .from(totals)
    .innerJoin(
      studentView,
      and(eq(studentView.schoolId, totals.schoolId), eq(studentView.id, totals.studentId)),
    )
    .where(and(ofSession, isNotNull(studentView.classSectionId)))
    .groupBy(studentView.classSectionId);
  const classes = await sumsByClass(db, schoolId, bySection);
  const perClass = classes
    .map((c) => ({
      class_id: c.classId,
      class_name: c.className,
      ...figures(balanceOfSums(c.sums)),
    }))
    .sort((a, b) => a.class_name.localeCompare(b.class_name));
  const total = figures(balanceOfSums(classes.map((c) => c.sums).reduce(addSums, NO_SUMS)));

  // Overdue: a due still owing whose date has passed — whatever the student's class.
  const overdue = oneRow(
    await db
      .select({ students: sql<number>`count(*)`.mapWith(Number) })
      .from(totals)
      .where(and(ofSession, lt(totals.owingSince, today))),
    'an aggregate without group by',
  );
  const months = await db
    .select({
      month: sql<string>`to_char(${feeCollectionMonths.month}, 'YYYY-MM')`,
      collected: feeCollectionMonths.collected,
    })
    .from(feeCollectionMonths)
    .where(
      and(
        eq(feeCollectionMonths.schoolId, schoolId),
        eq(feeCollectionMonths.sessionYearId, sessionYearId),
        sql`${feeCollectionMonths.payments} > 0`,
      ),
    )
    .orderBy(feeCollectionMonths.month);
  const structures = oneRow(
    await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(feeStructures)
      .where(
        and(
          eq(feeStructures.schoolId, schoolId),
          eq(feeStructures.sessionYearId, sessionYearId),
          sql`${feeStructures.supersededAt} is null`,
        ),
      ),
    'an aggregate without group by',
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
    report: true,
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
