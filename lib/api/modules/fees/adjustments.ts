/**
 * Custom fees and waivers, both single ledger lines with a student's name on their lists.
 * - POST /api/custom-fees: a one-off due (fee type, amount, due date, note) for named students
 *   or every active student of a class-section.
 * - POST /api/fee-waivers: an amount or a percentage of one due, with a reason, by a holder of
 *   fees-edit; a negative line against the due (the due itself is never edited), never more
 *   than what the due still carries.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { feeLedger, feeTypes } from '../../../db/schema/fees';
import { todayIn } from '../../../calendar';
import { percentOf } from '../../../money';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { access, defineRoute } from '../../http/route';
import { academicViews } from '../academics';
import { userNamesView } from '../identity';
import { activeStudentIdsOfSection, studentBriefs, studentView, studentViewName } from '../people';
import { ledgerLines } from './ledger';
import { lockSchoolFees } from './payments';
import { dueState } from './rules';
import { customFeeSchema, feeId, waiverSchema } from './schemas';
import { staffListRoute } from './staff-list';
import { apiMessage } from '../../http/messages';

const sections = academicViews.classSections;
const creators = userNamesView('created_by_names');

type LedgerRow = {
  id: number;
  student_id: number;
  student_name: string | null;
  admission_no: string | null;
  class_section_name: string | null;
  label: string;
  amount: number;
  due_id: number | null;
  due_date: string | null;
  posted_on: string;
  note: string | null;
  created_by: string | null;
};

/** A list of ledger lines matching `where` (custom fees, waivers), searchable by student. */
function ledgerList(where: SQL, fileName: string) {
  const query = listQuery(['posted_on', 'student_name', 'id'], {
    student_id: feeId('student').optional(),
    class_section_id: feeId('class-section').optional(),
  });
  const queries = queriesOf<LedgerRow, z.output<typeof query>>({
    select: (db) =>
      db
        .select({
          id: feeLedger.id,
          student_id: feeLedger.studentId,
          student_name: studentViewName,
          admission_no: studentView.admissionNo,
          class_section_name: sections.name,
          label: feeLedger.label,
          amount: sql<number>`abs(${feeLedger.amount})`.mapWith(Number),
          due_id: feeLedger.dueId,
          due_date: feeLedger.dueDate,
          posted_on: feeLedger.postedOn,
          note: feeLedger.note,
          created_by: creators.name,
        })
        .from(feeLedger)
        .innerJoin(
          studentView,
          and(
            eq(studentView.schoolId, feeLedger.schoolId),
            eq(studentView.id, feeLedger.studentId),
          ),
        )
        .leftJoin(
          sections,
          and(
            eq(sections.schoolId, feeLedger.schoolId),
            eq(sections.id, studentView.classSectionId),
          ),
        )
        .leftJoin(
          creators,
          and(
            eq(creators.schoolId, feeLedger.schoolId),
            eq(creators.id, feeLedger.createdByUserId),
          ),
        ),
    schoolId: feeLedger.schoolId,
    id: feeLedger.id,
    search: [studentViewName, studentView.admissionNo, feeLedger.label],
    sort: { posted_on: feeLedger.postedOn, student_name: studentViewName, id: feeLedger.id },
    defaultSort: '-posted_on',
    filters: (p) => [
      where,
      p.student_id ? eq(feeLedger.studentId, p.student_id) : undefined,
      p.class_section_id ? eq(studentView.classSectionId, p.class_section_id) : undefined,
    ],
  });
  return {
    query,
    queries,
    csv: {
      fileName,
      columns: [
        { header: 'ID', value: (r: LedgerRow) => r.id },
        { header: 'Student', value: (r: LedgerRow) => r.student_name ?? '' },
        { header: 'Admission no', value: (r: LedgerRow) => r.admission_no ?? '' },
        { header: 'Class-section', value: (r: LedgerRow) => r.class_section_name ?? '' },
        { header: 'Line', value: (r: LedgerRow) => r.label },
        { header: 'Amount (minor units)', value: (r: LedgerRow) => r.amount },
        { header: 'Due date', value: (r: LedgerRow) => r.due_date ?? '' },
        { header: 'Posted on', value: (r: LedgerRow) => r.posted_on },
        { header: 'Note', value: (r: LedgerRow) => r.note ?? '' },
        { header: 'By', value: (r: LedgerRow) => r.created_by ?? '' },
      ],
    },
  };
}

async function feeTypeName(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select({ name: feeTypes.name })
    .from(feeTypes)
    .where(and(eq(feeTypes.schoolId, schoolId), eq(feeTypes.id, id)));
  return row?.name;
}

export const adjustmentRoutes = [
  staffListRoute({
    path: '/custom-fees',
    summary: 'Custom fees (one-off dues)',
    list: ledgerList(
      sql`(${eq(feeLedger.kind, 'due')} and ${isNull(feeLedger.structureId)})`,
      'custom-fees.csv',
    ),
  }),
  defineRoute({
    method: 'POST',
    path: '/custom-fees',
    tag: 'fees',
    summary: 'A one-off due for named students or a class-section',
    access: access.permission('fees-create'),
    body: customFeeSchema,
    audit: { entity: 'custom-fees', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const result = await db.transaction(async (tx) => {
        const typeName = await feeTypeName(tx, schoolId, body.fee_type_id);
        if (!typeName) throw validationFailed({ fee_type_id: apiMessage('fees.feeTypeMissing') });
        const ids = body.student_ids?.length
          ? body.student_ids
          : body.class_section_id === null
            ? []
            : await activeStudentIdsOfSection(tx, schoolId, body.class_section_id);
        const students = await studentBriefs(tx, schoolId, ids);
        if (body.student_ids?.length && students.length !== ids.length)
          throw validationFailed({ student_ids: apiMessage('fees.aStudentMissing') });
        if (!students.length)
          throw validationFailed({
            class_section_id: apiMessage('fees.noActiveStudents'),
          });
        const postedOn = todayIn(caller.format.timeZone);
        const rows = await tx
          .insert(feeLedger)
          .values(
            students.map((s) => ({
              schoolId,
              studentId: s.id,
              sessionYearId: s.session_year_id,
              kind: 'due' as const,
              amount: body.amount,
              feeTypeId: body.fee_type_id,
              label: typeName,
              dueDate: body.due_date,
              postedOn,
              note: body.note,
              createdByUserId: caller.userId,
            })),
          )
          .returning({ id: feeLedger.id, studentId: feeLedger.studentId });
        for (const row of rows)
          await audit(tx, {
            action: 'create',
            entity: 'custom-fees',
            entityId: row.id,
            after: {
              student_id: row.studentId,
              fee_type_id: body.fee_type_id,
              amount: body.amount,
              due_date: body.due_date,
              note: body.note,
            },
          });
        return { created: rows.length, ids: rows.map((r) => r.id) };
      });
      return envelope(result, apiMessage('done.customFeeAdded', { count: result.created }));
    },
  }),
  staffListRoute({
    path: '/fee-waivers',
    summary: 'Waivers (concessions)',
    list: ledgerList(eq(feeLedger.kind, 'waiver'), 'fee-waivers.csv'),
  }),
  defineRoute({
    method: 'POST',
    path: '/fee-waivers',
    tag: 'fees',
    summary: 'Waive an amount or a percentage of a due, with a reason (a negative ledger line)',
    access: access.permission('fees-edit'),
    body: waiverSchema,
    audit: { entity: 'fee-waivers', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const waiver = await db.transaction(async (tx) => {
        await lockSchoolFees(tx, schoolId);
        const [due] = await tx
          .select()
          .from(feeLedger)
          .where(
            and(
              eq(feeLedger.schoolId, schoolId),
              eq(feeLedger.id, body.due_id),
              eq(feeLedger.kind, 'due'),
            ),
          );
        if (!due) throw validationFailed({ due_id: apiMessage('fees.dueMissing') });
        const lines = await ledgerLines(tx, schoolId, due.studentId, due.sessionYearId);
        const state = dueState({ id: due.id, kind: 'due', amount: due.amount, dueId: null }, lines);
        const amount =
          body.amount ??
          (body.percent === null ? null : percentOf(due.amount, body.percent, 'half-up'));
        if (amount === null) throw validationFailed({ amount: apiMessage('fees.amountOrPercent') });
        const field = body.amount === null ? 'percent' : 'amount';
        if (amount <= 0) throw validationFailed({ [field]: apiMessage('fees.waiverNothing') });
        if (amount > state.outstanding)
          throw validationFailed({
            [field]: apiMessage('fees.waiverTooLarge', {
              outstanding: String(state.outstanding), // as written, without grouping
            }),
          });
        const row = oneRow(
          await tx
            .insert(feeLedger)
            .values({
              schoolId,
              studentId: due.studentId,
              sessionYearId: due.sessionYearId,
              kind: 'waiver',
              amount: -amount,
              dueId: due.id,
              label: `Waiver: ${due.label}`,
              postedOn: todayIn(caller.format.timeZone),
              note: body.reason,
              createdByUserId: caller.userId,
            })
            .returning({ id: feeLedger.id }),
          'inserting one row into feeLedger',
        );
        const saved = {
          id: row.id,
          due_id: due.id,
          student_id: due.studentId,
          amount,
          percent: body.percent,
          reason: body.reason,
        };
        await audit(tx, {
          action: 'create',
          entity: 'fee-waivers',
          entityId: row.id,
          after: saved,
        });
        return saved;
      });
      return envelope(waiver, apiMessage('done.waiverRecorded'));
    },
  }),
];
