/**
 * Fees: fee types, structures (versioned), the students' ledger (dues, late fees, waivers,
 * payments, cancellations, advances), receipts and the fee summary; its lists in
 * /api/meta-data, and what of academics its rows use.
 */
import { and, eq, sql } from 'drizzle-orm';
import { feeStructureClasses, feeStructures, feeTypes } from '../../../db/schema/fees';
import * as feesSchema from '../../../db/schema/fees';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { feesDashboard } from './dashboard';
import { feesDemoSeed } from './demo-seed';
import { feesMenu } from './menu';
import { feeRoutes } from './routes';
import { onStudentsAdmitted } from '../people';
import { postDuesOnAdmission } from './on-admission';
import { registerAttachment } from '../notifications';
import { creditNoteAttachment, receiptAttachment } from './papers';
import { scheduleFeeReminders } from './reminder-schedule';

const FEE_STRUCTURE = ['fee structure', 'fee structures'] as const;

export const feesModule = defineModule({
  name: 'fees',
  auditTables: { 'custom-fees': 'fee_ledger', 'fee-waivers': 'fee_ledger' },
  notificationKeys: {
    fee_due_soon: 'students',
    fee_overdue: 'students',
    payment_received: 'fee_payments',
    refund_issued: 'fee_refunds',
  },
  audit: {
    'fee-types': 'Fee type',
    'fee-structures': 'Fee structure',
    'fee-payments': 'Fee payment',
    'custom-fees': 'Custom fee',
    'fee-waivers': 'Fee waiver',
    'fee-refunds': 'Fee refund',
  },
  connect: () => {
    // A student admitted (or imported) into a class whose fee structure is assigned gets its dues.
    onStudentsAdmitted(postDuesOnAdmission);
    // The receipt and credit note a payment's and a refund's e-mails carry (issue 28).
    registerAttachment('fee-receipt', receiptAttachment);
    registerAttachment('credit-note', creditNoteAttachment);
    scheduleFeeReminders();
  },
  permissions: crudOf('fees', 'fees-type', 'fees-class'),
  menu: feesMenu,
  tables: tablesOf(
    feesSchema,
    {
      // Append-only in daily use (their triggers refuse edits and deletes); a restore replaces
      // them whole, after its safety backup has kept the rows it removes (backup/apply.ts).
      fee_ledger: 'replace',
      fee_payments: 'replace',
      fee_payment_cancellations: 'replace',
      fee_refunds: 'replace',
      fee_receipt_counters: {
        excluded:
          'receipt numbers only grow, and a restore never removes a payment: the current counter is kept so no number is issued twice',
      },
      fee_student_totals: { derived: 'from the fee ledger by its trigger' },
      fee_collection_months: {
        derived: 'from the payments and their cancellations by their triggers',
      },
    },
    {
      fee_structures: { previous_id: { table: 'fee_structures' } },
      fee_ledger: {
        due_id: { table: 'fee_ledger' },
        reverses_id: { table: 'fee_ledger' },
        installment_id: { table: 'fee_installments' },
        structure_line_id: { table: 'fee_structure_lines' },
        refund_id: { table: 'fee_refunds' },
      },
    },
  ),
  demo: { ...feesDemoSeed, after: ['academics', 'people'] },
  plan: 'fees',
  routes: feeRoutes,
  dashboard: feesDashboard,
  metaData: {
    // The current version of each structure.
    fees: (schoolId) =>
      sql`select id, name, session_year_id from ${feeStructures} where school_id = ${schoolId} and superseded_at is null order by name`,
    feesType: (schoolId) =>
      sql`select id, name from ${feeTypes} where school_id = ${schoolId} order by name`,
  },
  usages: [
    {
      of: ACADEMIC_ROWS.class,
      usage: usedBy(
        FEE_STRUCTURE,
        feeStructureClasses,
        feeStructureClasses.classId,
        feeStructures.name,
        (q) =>
          q.innerJoin(
            feeStructures,
            and(
              eq(feeStructures.schoolId, feeStructureClasses.schoolId),
              eq(feeStructures.id, feeStructureClasses.structureId),
            ),
          ),
      ),
    },
    {
      of: ACADEMIC_ROWS.sessionYear,
      usage: usedBy(FEE_STRUCTURE, feeStructures, feeStructures.sessionYearId, feeStructures.name),
    },
  ],
});
