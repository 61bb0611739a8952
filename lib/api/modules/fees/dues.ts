/**
 * GET /api/fee-dues: who owes what — one row per student of a session year (default: the
 * default one) with their due, late fees, paid, waived, refunded, outstanding and days overdue,
 * in minor units, through the one list path (page, capped total, CSV of the whole filter),
 * filtered by search (name, admission no), class-section, fee type, overdue, minimum
 * outstanding; sorted by outstanding, most first, unless asked otherwise. An answer with the
 * count (`total=include` or `only`) also carries the totals of the whole filter; with no filter they are the fee summary's figures
 * (the same rows, the same rule: dues.test.ts holds them equal).
 *
 * It reads `fee_student_totals` (one row per student, kept by the ledger's triggers), never
 * the ledger: its generated `balance` and the index on (school, session year, balance desc,
 * student) give the first page of 50,000 students from an index walk of 20 entries. A fee
 * type filter keeps the students with a due of that type (a due line of it, or an installment
 * of a structure with a compulsory line of it); the figures stay the student's whole.
 * School-wide: staff with fees-list only, never a Guardian.
 */
import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { feeLedger, feeStructureLines, feeStudentTotals } from '../../../db/schema/fees';
import { todayIn } from '../../../calendar';
import { listQuery, searchAny } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { listResponse, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { academicViews, sessionYearOrDefault } from '../academics';
import { studentView, studentViewName } from '../people';
import { feeId } from './schemas';

const sections = academicViews.classSections;
const totals = feeStudentTotals;

const query = listQuery(['outstanding', 'student_name', 'overdue_days', 'due', 'paid'], {
  session_year_id: feeId('session year').optional(),
  class_section_id: feeId('class-section').optional(),
  fee_type_id: feeId('fee type').optional(),
  overdue: z.enum(['true', 'false'], { error: 'Overdue is true or false.' }).optional(),
  min_outstanding: z.coerce
    .number({ error: 'The minimum outstanding must be a number of minor units.' })
    .int('The minimum outstanding must be a whole number of minor units.')
    .min(0, 'The minimum outstanding cannot be negative.')
    .max(1_000_000_000_000, 'The minimum outstanding is too large.')
    .optional(),
});
type Params = z.output<typeof query>;

export type DuesRow = {
  /** The student's id again, as every list row's key. */
  id: number;
  student_id: number;
  student_name: string;
  admission_no: string;
  class_section_id: number | null;
  class_section_name: string | null;
  due: number;
  late_fee: number;
  paid: number;
  waived: number;
  refunded: number;
  outstanding: number;
  overdue_days: number;
};

const n = (expr: SQL) => expr.mapWith(Number);
/** The figures of a row, as `balanceOf` names them (signs turned the way an office reads them). */
const figures = {
  due: n(sql`${totals.dueSum}`),
  late_fee: n(sql`${totals.lateFeeSum}`),
  paid: n(sql`-(${totals.paymentSum} + ${totals.advanceSum})`),
  waived: n(sql`-${totals.waiverSum}`),
  refunded: n(sql`${totals.refundSum}`),
  outstanding: n(sql`${totals.balance}`),
};
const searchColumns = [studentViewName, studentView.admissionNo];

/** Students with a due of the fee type: a line of it, or an installment of a structure that has it. */
const hasFeeType = (feeTypeId: number) => sql`exists (
  select 1 from ${feeLedger} l
  where l.school_id = ${totals.schoolId} and l.student_id = ${totals.studentId}
    and l.session_year_id = ${totals.sessionYearId} and l.kind = 'due'
    and (l.fee_type_id = ${feeTypeId} or (l.installment_id is not null and exists (
      select 1 from ${feeStructureLines} sl
      where sl.school_id = l.school_id and sl.structure_id = l.structure_id
        and sl.fee_type_id = ${feeTypeId} and not sl.optional))))`;

const overdueDaysOf = (today: string) =>
  sql<number>`case when ${totals.owingSince} < ${today}::date then ${today}::date - ${totals.owingSince} else 0 end`;

function filterConditions(sessionYearId: number, today: string, p: Params) {
  return [
    eq(totals.sessionYearId, sessionYearId),
    // As the summary counts: students in a class-section.
    isNotNull(studentView.classSectionId),
    p.class_section_id ? eq(studentView.classSectionId, p.class_section_id) : undefined,
    p.fee_type_id ? hasFeeType(p.fee_type_id) : undefined,
    p.overdue === 'true' ? lt(totals.owingSince, today) : undefined,
    p.min_outstanding !== undefined ? gte(totals.balance, p.min_outstanding) : undefined,
  ];
}

/** The students' totals with their names: what every read of the list starts from. */
const fromTotals = <T extends SelectedFields>(db: Executor, fields: T) =>
  db
    .select(fields)
    .from(totals)
    .innerJoin(
      studentView,
      and(eq(studentView.schoolId, totals.schoolId), eq(studentView.id, totals.studentId)),
    );

/** The list of one session year as of a day (the school's today: overdue days count from it). */
function duesList(sessionYearId: number, today: string): ListDefinition<DuesRow, Params> {
  const overdueDays = overdueDaysOf(today);
  return {
    query,
    queries: queriesOf<DuesRow, Params>({
      select: (db) =>
        fromTotals(db, {
          id: totals.studentId,
          student_id: totals.studentId,
          student_name: studentViewName,
          admission_no: studentView.admissionNo,
          class_section_id: studentView.classSectionId,
          class_section_name: sections.name,
          ...figures,
          overdue_days: overdueDays.mapWith(Number),
        }).leftJoin(
          sections,
          and(eq(sections.schoolId, totals.schoolId), eq(sections.id, studentView.classSectionId)),
        ),
      countFrom: (db) => fromTotals(db, { id: totals.studentId }),
      schoolId: totals.schoolId,
      id: totals.studentId,
      search: searchColumns,
      sort: {
        outstanding: totals.balance,
        student_name: studentViewName,
        overdue_days: overdueDays,
        due: totals.dueSum,
        paid: sql`-(${totals.paymentSum} + ${totals.advanceSum})`,
      },
      defaultSort: '-outstanding',
      filters: (p) => filterConditions(sessionYearId, today, p),
    }),
    csv: {
      fileName: 'fee-dues.csv',
      columns: [
        { header: 'Student', value: (r) => r.student_name },
        { header: 'Admission no', value: (r) => r.admission_no },
        { header: 'Class-section', value: (r) => r.class_section_name ?? '' },
        { header: 'Due (minor units)', value: (r) => r.due },
        { header: 'Late fees (minor units)', value: (r) => r.late_fee },
        { header: 'Paid (minor units)', value: (r) => r.paid },
        { header: 'Waived (minor units)', value: (r) => r.waived },
        { header: 'Refunded (minor units)', value: (r) => r.refunded },
        { header: 'Outstanding (minor units)', value: (r) => r.outstanding },
        { header: 'Overdue days', value: (r) => r.overdue_days },
      ],
    },
  };
}

/** Totals of the whole filter (not of the page): the screen's footer. */
export async function duesTotals(
  db: Executor,
  schoolId: number,
  sessionYearId: number,
  today: string,
  p: Params,
) {
  const overdue = sql`${totals.owingSince} < ${today}::date`;
  const sum = (expr: SQL) => sql`coalesce(sum(${expr}), 0)`.mapWith(Number);
  return oneRow(
    await fromTotals(db, {
      students: sql`count(*)`.mapWith(Number),
      overdue_students: sql`count(*) filter (where ${overdue})`.mapWith(Number),
      due: sum(sql`${totals.dueSum}`),
      late_fee: sum(sql`${totals.lateFeeSum}`),
      paid: sum(sql`-(${totals.paymentSum} + ${totals.advanceSum})`),
      waived: sum(sql`-${totals.waiverSum}`),
      refunded: sum(sql`${totals.refundSum}`),
      outstanding: sum(sql`${totals.balance}`),
    }).where(
      and(
        eq(totals.schoolId, schoolId),
        searchAny(p.search, searchColumns),
        ...filterConditions(sessionYearId, today, p),
      ),
    ),
    'an aggregate without group by',
  );
}

export const duesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/fee-dues',
    tag: 'fees',
    summary:
      'Who owes what: each student’s due, paid, waived, refunded, outstanding and days overdue (minor units), with the totals of the filter; paginated, sortable, format=csv exports the whole filtered list',
    // Names every student: staff only (a Guardian's fees-list covers their own children).
    access: access.schoolWide('fees-list'),
    query,
    handler: async ({ db, caller, query: params }) => {
      const schoolId = caller.school.id;
      const session = await sessionYearOrDefault(db, schoolId, params.session_year_id);
      const today = todayIn(caller.format.timeZone);
      const response = await listResponse(
        duesList(session.id, today),
        db as Database,
        schoolId,
        params,
      );
      // The totals sum the whole filter: asked with the count (total=only, once per filter),
      // not with every page, so the first page stays an index walk of its own rows.
      if (params.format === 'csv' || params.total === 'omit') return response;
      return {
        ...response,
        session_year_id: session.id,
        totals: await duesTotals(db, schoolId, session.id, today, params),
      };
    },
  }),
];
