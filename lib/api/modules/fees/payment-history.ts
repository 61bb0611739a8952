/**
 * GET /api/fee-payments: every payment, cancelled ones included, through the one list path
 * (page, capped total, CSV of the whole filter), filtered by date range, method, class-section,
 * collector, status, student; the JSON page also carries the totals of the whole filter
 * (received, cancelled, collected = received − cancelled). School-wide: staff only.
 */
import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { feePaymentCancellations, feePayments, feeRefunds } from '../../../db/schema/fees';
import { PAYMENT_METHODS } from '../../../db/schema/fees-values';
import { listQuery, searchAny } from '../../http/list';
import { qualified, queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { academicViews } from '../academics';
import { userNamesView } from '../identity';
import { studentView, studentViewName } from '../people';
import { feeId } from './schemas';
import { staffListRoute } from './staff-list';

const sections = academicViews.classSections;
const collectors = userNamesView('collector_names');
const cancellations = feePaymentCancellations;

const query = listQuery(['paid_on', 'receipt_no', 'amount', 'student_name'], {
  from: dateField('from date').optional(),
  to: dateField('to date').optional(),
  method: z
    .enum(PAYMENT_METHODS, { error: 'Choose cash, cheque, bank transfer, card or online.' })
    .optional(),
  class_section_id: feeId('class-section').optional(),
  collected_by: feeId('collector').optional(),
  student_id: feeId('student').optional(),
  status: z
    .enum(['paid', 'cancelled'], { error: 'The status must be paid or cancelled.' })
    .optional(),
});
type Params = z.output<typeof query>;

export type PaymentHistoryRow = {
  id: number;
  receipt_no: number;
  paid_on: string;
  student_id: number;
  student_name: string | null;
  admission_no: string | null;
  class_section_name: string | null;
  amount: number;
  method: string;
  reference: string | null;
  cheque_no: string | null;
  bank: string | null;
  collected_by: string | null;
  status: 'paid' | 'cancelled';
  cancel_reason: string | null;
  /** Given back to the payer so far (refunds.ts), and the refunds' ids (their credit notes). */
  refunded: number;
  refund_ids: number[];
};

const searchColumns = [
  studentViewName,
  studentView.admissionNo,
  sql`${feePayments.receiptNo}::text`,
];

function conditions(p: Params) {
  return [
    p.from ? gte(feePayments.paidOn, p.from) : undefined,
    p.to ? lte(feePayments.paidOn, p.to) : undefined,
    p.method ? eq(feePayments.method, p.method) : undefined,
    p.class_section_id ? eq(studentView.classSectionId, p.class_section_id) : undefined,
    p.collected_by ? eq(feePayments.collectedByUserId, p.collected_by) : undefined,
    p.student_id ? eq(feePayments.studentId, p.student_id) : undefined,
    p.status === 'paid' ? isNull(cancellations.paymentId) : undefined,
    p.status === 'cancelled' ? isNotNull(cancellations.paymentId) : undefined,
  ];
}

/** Payments with what every filter may name: the student (class-section) and the cancellation. */
function fromPayments(db: Executor, fields: Record<string, SQL | AnyPgColumn>) {
  return db
    .select(fields)
    .from(feePayments)
    .innerJoin(
      studentView,
      and(
        eq(studentView.schoolId, feePayments.schoolId),
        eq(studentView.id, feePayments.studentId),
      ),
    )
    .leftJoin(
      cancellations,
      and(
        eq(cancellations.schoolId, feePayments.schoolId),
        eq(cancellations.paymentId, feePayments.id),
      ),
    );
}

const queries = queriesOf<PaymentHistoryRow, Params>({
  select: (db) =>
    db
      .select({
        id: feePayments.id,
        receipt_no: feePayments.receiptNo,
        paid_on: feePayments.paidOn,
        student_id: feePayments.studentId,
        student_name: studentViewName,
        admission_no: studentView.admissionNo,
        class_section_name: sections.name,
        amount: feePayments.amount,
        method: feePayments.method,
        reference: feePayments.reference,
        cheque_no: feePayments.chequeNo,
        bank: feePayments.bank,
        collected_by: collectors.name,
        status: sql<
          'paid' | 'cancelled'
        >`case when ${cancellations.paymentId} is null then 'paid' else 'cancelled' end`,
        cancel_reason: cancellations.reason,
        refunded:
          sql<number>`(select coalesce(sum(r.amount), 0) from ${feeRefunds} r where r.school_id = ${qualified(feePayments.schoolId)} and r.payment_id = ${qualified(feePayments.id)})`.mapWith(
            Number,
          ),
        refund_ids: sql<
          number[]
        >`array(select r.id from ${feeRefunds} r where r.school_id = ${qualified(feePayments.schoolId)} and r.payment_id = ${qualified(feePayments.id)} order by r.id)`,
      })
      .from(feePayments)
      .innerJoin(
        studentView,
        and(
          eq(studentView.schoolId, feePayments.schoolId),
          eq(studentView.id, feePayments.studentId),
        ),
      )
      .leftJoin(
        cancellations,
        and(
          eq(cancellations.schoolId, feePayments.schoolId),
          eq(cancellations.paymentId, feePayments.id),
        ),
      )
      .leftJoin(
        sections,
        and(
          eq(sections.schoolId, feePayments.schoolId),
          eq(sections.id, studentView.classSectionId),
        ),
      )
      .leftJoin(
        collectors,
        and(
          eq(collectors.schoolId, feePayments.schoolId),
          eq(collectors.id, feePayments.collectedByUserId),
        ),
      ),
  countFrom: (db) => fromPayments(db, { id: feePayments.id }),
  schoolId: feePayments.schoolId,
  id: feePayments.id,
  search: searchColumns,
  sort: {
    paid_on: feePayments.paidOn,
    receipt_no: feePayments.receiptNo,
    amount: feePayments.amount,
    student_name: studentViewName,
  },
  defaultSort: '-receipt_no',
  filters: conditions,
});

const list: ListDefinition<PaymentHistoryRow, Params> = {
  query,
  queries,
  csv: {
    fileName: 'fee-payments.csv',
    columns: [
      { header: 'Receipt no', value: (r) => r.receipt_no },
      { header: 'Paid on', value: (r) => r.paid_on },
      { header: 'Student', value: (r) => r.student_name ?? '' },
      { header: 'Admission no', value: (r) => r.admission_no ?? '' },
      { header: 'Class-section', value: (r) => r.class_section_name ?? '' },
      { header: 'Amount (minor units)', value: (r) => r.amount },
      { header: 'Method', value: (r) => r.method },
      { header: 'Reference', value: (r) => r.reference ?? r.cheque_no ?? '' },
      { header: 'Bank', value: (r) => r.bank ?? '' },
      { header: 'Collected by', value: (r) => r.collected_by ?? '' },
      { header: 'Status', value: (r) => r.status },
      { header: 'Cancel reason', value: (r) => r.cancel_reason ?? '' },
      { header: 'Refunded (minor units)', value: (r) => r.refunded },
    ],
  },
};

/** Totals of the whole filter (not of the page): what the history's footer shows. */
export async function historyTotals(db: Executor, schoolId: number, p: Params) {
  const row = oneRow(
    await fromPayments(db, {
      count: sql`count(*)`,
      received: sql`coalesce(sum(${feePayments.amount}), 0)`,
      cancelled: sql`coalesce(sum(${feePayments.amount}) filter (where ${cancellations.paymentId} is not null), 0)`,
    }).where(
      and(eq(feePayments.schoolId, schoolId), searchAny(p.search, searchColumns), ...conditions(p)),
    ),
    'an aggregate without group by',
  );
  const [count, received, cancelled] = [
    Number(row.count),
    Number(row.received),
    Number(row.cancelled),
  ] as const;
  return { count, received, cancelled, collected: received - cancelled };
}

export const paymentHistoryRoutes = [
  staffListRoute({
    path: '/fee-payments',
    summary: 'Payment history with the totals of the filter',
    list,
    extra: async (db, schoolId, params) => ({ totals: await historyTotals(db, schoolId, params) }),
  }),
];

/** The dashboard's latest payments: the first page of the history, newest receipt first. */
export const latestPayments = (db: Executor, schoolId: number, count: number) =>
  queries.page(db, schoolId, query.parse({ per_page: count }));

/** What was collected between two dates (inclusive): received less cancelled, as the history's totals. */
export const collectedBetween = async (db: Executor, schoolId: number, from: string, to: string) =>
  (await historyTotals(db, schoolId, query.parse({ from, to }))).collected;
