/**
 * A payment's receipt and a refund's credit note as PDFs, made one way for the routes that
 * stream them (receipt.ts, refunds.ts: after their access rule) and for the e-mails that carry
 * them (issue 28: the `fee-receipt` and `credit-note` attachments the manifest's `connect`
 * registers with notifications). Outside a request — the worker sending a payment's e-mail — the
 * deployment's configuration, the school's format and its language stand in for the caller's.
 */
import { and, eq } from 'drizzle-orm';
import { config } from '../../../config/env';
import type { Executor } from '../../../db/client';
import { feePayments, feeRefunds } from '../../../db/schema/fees';
import { formatDate } from '../../../calendar';
import { translator } from '../../../i18n/translate';
import { isLocale, type Locale } from '../../../i18n/locales';
import { amountInWords } from '../../../money';
import { creditNotePdf } from '../../../pdf/credit-note';
import { schoolHeaderOf } from '../../../pdf/paper';
import { receiptPdf } from '../../../pdf/receipt';
import { schoolFormatOf, type SchoolFormat } from '../../../school-format';
import type { ApiDeps, SchoolUser } from '../../http/context';
import { readerLanguage } from '../../http/reader-language';
import { userNamesView } from '../identity';
import { studentBriefs, type StudentBrief } from '../people';
import { readSchoolSettings, schoolSubdomainById } from '../platform';
import { ledgerLines } from './ledger';
import { moneyIn } from './notices';
import { paymentRecord } from './payments';
import { receiptItems } from './receipt-items';
import { receiptKeyOf, receiptToken, receiptVerificationUrl } from './receipt-token';

/** Where and for whom a paper is made: the request's, or the school's own outside one. */
export type PaperContext = {
  config: ApiDeps['config'];
  subdomain: string;
  format: SchoolFormat;
  locale: Locale;
};

/** A request's context: its school's address and format, in the reader's language. */
export const requestPaperContext = async (
  config: ApiDeps['config'],
  caller: SchoolUser,
): Promise<PaperContext> => ({
  config,
  subdomain: caller.school.subdomain,
  format: caller.format,
  locale: await readerLanguage(),
});

export type Paper = { filename: string; content: Buffer; contentType: 'application/pdf' };

const names = userNamesView('paper_user_names');

async function userName(db: Executor, schoolId: number, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const [row] = await db
    .select({ name: names.name })
    .from(names)
    .where(and(eq(names.schoolId, schoolId), eq(names.id, userId)));
  return row?.name ?? '';
}

type Payment = NonNullable<Awaited<ReturnType<typeof paymentRecord>>>;

export async function receiptPaper(
  db: Executor,
  schoolId: number,
  payment: Payment,
  student: StudentBrief,
  ctx: PaperContext,
): Promise<Paper> {
  const settings = await readSchoolSettings(db, schoolId);
  const ledger = await ledgerLines(db, schoolId, payment.student_id, payment.session_year_id);
  const { items, balanceAfter } = receiptItems(ledger, payment.id);
  const token = receiptToken(receiptKeyOf(ctx.config), schoolId, payment.id);
  const content = await receiptPdf(
    {
      school: await schoolHeaderOf(settings, ctx.config.storageDir),
      receiptNo: payment.receipt_no,
      paidOn: formatDate(payment.paid_on, ctx.format.dateFormat),
      student,
      method: payment.method,
      chequeNo: payment.cheque_no,
      bank: payment.bank,
      reference: payment.reference,
      amount: payment.amount,
      items,
      balanceAfter,
      receivedBy: await userName(db, schoolId, payment.collected_by_user_id),
      cancelReason: payment.status === 'cancelled' ? (payment.cancel_reason ?? '') : null,
      verifyUrl: receiptVerificationUrl(ctx.config, ctx.subdomain, token),
      format: ctx.format,
    },
    ctx.locale,
  );
  return { filename: `receipt-${payment.receipt_no}.pdf`, content, contentType: 'application/pdf' };
}

const issuers = userNamesView('refund_issuers');

export async function refundRecord(db: Executor, schoolId: number, id: number) {
  const [row] = await db
    .select({
      id: feeRefunds.id,
      credit_note_no: feeRefunds.creditNoteNo,
      payment_id: feeRefunds.paymentId,
      receipt_no: feePayments.receiptNo,
      student_id: feeRefunds.studentId,
      amount: feeRefunds.amount,
      reason: feeRefunds.reason,
      refunded_on: feeRefunds.refundedOn,
      issued_by: issuers.name,
    })
    .from(feeRefunds)
    .innerJoin(
      feePayments,
      and(eq(feePayments.schoolId, feeRefunds.schoolId), eq(feePayments.id, feeRefunds.paymentId)),
    )
    .leftJoin(
      issuers,
      and(eq(issuers.schoolId, feeRefunds.schoolId), eq(issuers.id, feeRefunds.refundedByUserId)),
    )
    .where(and(eq(feeRefunds.schoolId, schoolId), eq(feeRefunds.id, id)));
  return row;
}

type Refund = NonNullable<Awaited<ReturnType<typeof refundRecord>>>;

export async function creditNotePaper(
  db: Executor,
  schoolId: number,
  note: Refund,
  student: StudentBrief,
  ctx: PaperContext,
): Promise<Paper> {
  const settings = await readSchoolSettings(db, schoolId);
  const t = translator(ctx.locale, 'fees');
  const money = moneyIn(ctx.format);
  const content = await creditNotePdf(
    {
      school: await schoolHeaderOf(settings, ctx.config.storageDir),
      title: t('creditNote.title', { number: note.credit_note_no }),
      heading: t('creditNote.heading'),
      pairs: [
        [t('creditNote.number'), String(note.credit_note_no)],
        [t('creditNote.receipt'), String(note.receipt_no)],
        [t('creditNote.date'), formatDate(note.refunded_on, ctx.format.dateFormat)],
        [t('creditNote.student'), `${student.name} (${student.admission_no})`],
        [t('creditNote.class'), student.class_section_name],
        [t('creditNote.reason'), note.reason],
        [t('creditNote.issuedBy'), note.issued_by ?? ''],
      ],
      amountLabel: t('creditNote.amount'),
      amount: money(note.amount),
      words: ctx.locale === 'en' ? amountInWords(note.amount, ctx.format.currency) : null,
    },
    ctx.locale,
  );
  return {
    filename: `credit-note-${note.credit_note_no}.pdf`,
    content,
    contentType: 'application/pdf',
  };
}

/** The school's own context, for a paper made outside a request (an e-mail's attachment). */
async function schoolContext(db: Executor, schoolId: number): Promise<PaperContext> {
  const settings = await readSchoolSettings(db, schoolId);
  const format = schoolFormatOf(settings);
  return {
    config: config(),
    subdomain: (await schoolSubdomainById(db, schoolId)) ?? '',
    format,
    locale: isLocale(format.language) ? format.language : 'en',
  };
}

async function studentOf(db: Executor, schoolId: number, studentId: number) {
  const [student] = await studentBriefs(db, schoolId, [studentId]);
  if (!student)
    throw new Error(`Student ${studentId} of a fee paper is gone (students are never deleted)`);
  return student;
}

/** The `fee-receipt` attachment: the payment's receipt as its GET route makes it. */
export async function receiptAttachment(db: Executor, schoolId: number, paymentId: number) {
  const payment = await paymentRecord(db, schoolId, paymentId);
  if (!payment)
    throw new Error(
      `Payment ${paymentId} of a receipt e-mail is gone (payments are never deleted)`,
    );
  const student = await studentOf(db, schoolId, payment.student_id);
  return receiptPaper(db, schoolId, payment, student, await schoolContext(db, schoolId));
}

/** The `credit-note` attachment: the refund's credit note as its GET route makes it. */
export async function creditNoteAttachment(db: Executor, schoolId: number, refundId: number) {
  const note = await refundRecord(db, schoolId, refundId);
  if (!note)
    throw new Error(
      `Refund ${refundId} of a credit-note e-mail is gone (refunds are never deleted)`,
    );
  const student = await studentOf(db, schoolId, note.student_id);
  return creditNotePaper(db, schoolId, note, student, await schoolContext(db, schoolId));
}
