/**
 * Payslips: GET /api/payslips (holders of payroll-list through a staff role: every payslip;
 * anyone else: their own of finalised runs), GET /api/payslips/{id} and /api/payslips/{id}.pdf
 * (another's payslip is a 404), PUT /api/payslips/{id}/lines/{line} (adjust one line of a draft
 * with a reason) and POST /api/payslips/{id}/pay.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { payslipLines, payslips } from '../../../db/schema/payroll';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { ApiError, notFound } from '../../http/errors';
import { pdfResponse } from '../../http/pdf-response';
import { listResponse, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { readSchoolSettings } from '../platform';
import { payslipPdf } from './payslip-pdf';
import { schoolHeaderOf } from '../../../pdf/paper';
import { readerLanguage } from '../../http/reader-language';
import { payslipQueriesFor, payslipQuery, payslipRecord, linesOf } from './run-queries';
import { payslipTotals } from './rules';
import { actorOf, lockedRun, markPaid, mustBeFinalised } from './runs';
import { adjustLineSchema, paySchema } from './schemas';
import { apiMessage } from '../../http/messages';

/** null: the caller sees every payslip; else only their own. */
const ownerOf = (caller: SchoolUser) =>
  caller.staffPermissions.has('payroll-list') ? null : caller.userId;

const csvColumns = [
  { header: 'ID', value: (r: { id: number }) => r.id },
  { header: 'Month', value: (r: { month: string }) => r.month },
  { header: 'Staff member', value: (r: { staff_name: string }) => r.staff_name },
  { header: 'Unpaid days', value: (r: { unpaid_days: number }) => r.unpaid_days },
  { header: 'Earnings (minor units)', value: (r: { earnings: number }) => r.earnings },
  { header: 'Deductions (minor units)', value: (r: { deductions: number }) => r.deductions },
  { header: 'Net (minor units)', value: (r: { net: number }) => r.net },
  { header: 'Paid on', value: (r: { paid_on: string | null }) => r.paid_on ?? '' },
];

/** A payslip this transaction has just changed, read again as the API shows it. */
async function payslipAsWritten(tx: Executor, schoolId: number, id: number) {
  const slip = await payslipRecord(tx, schoolId, id);
  if (!slip) throw new Error(`Payslip ${id} was changed in this transaction`);
  return slip;
}

async function mustRead(db: Executor, caller: SchoolUser, id: number) {
  const slip = await payslipRecord(db, caller.school.id, id, ownerOf(caller));
  if (!slip) throw notFound('payslip');
  return slip;
}

async function adjustLine(
  tx: Executor,
  schoolId: number,
  payslipId: number,
  lineId: number,
  body: z.output<typeof adjustLineSchema>,
) {
  const slip = await payslipRecord(tx, schoolId, payslipId);
  if (!slip) throw notFound('payslip');
  if (slip.run_status !== 'draft')
    throw new ApiError('conflict', apiMessage('payroll.onlyDraftAdjusted'));
  const line = slip.lines.find((l) => l.id === lineId);
  if (!line) throw notFound('payslipLine');
  await tx
    .update(payslipLines)
    .set({
      amount: body.amount,
      computedAmount: line.computed_amount ?? line.amount,
      adjustReason: body.reason,
    })
    .where(and(eq(payslipLines.schoolId, schoolId), eq(payslipLines.id, lineId)));
  const lines = (await linesOf(tx, schoolId, [payslipId])).get(payslipId) ?? [];
  await tx
    .update(payslips)
    .set({ ...payslipTotals(lines), updatedAt: new Date() })
    .where(and(eq(payslips.schoolId, schoolId), eq(payslips.id, payslipId)));
  return { before: line, slip };
}

export const payslipRoutes = [
  defineRoute({
    method: 'GET',
    path: '/payslips',
    tag: 'payroll',
    summary:
      'Payslips (filters run_id, user_id); a staff member without payroll-list: their own, finalised ones; paginated, format=csv',
    access: access.authenticated,
    query: payslipQuery,
    handler: async ({ db, caller, query }) =>
      listResponse(
        {
          query: payslipQuery,
          queries: payslipQueriesFor(ownerOf(caller)),
          csv: { fileName: 'payslips.csv', columns: csvColumns },
        },
        db,
        caller.school.id,
        query,
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/payslips/:id',
    tag: 'payroll',
    summary:
      'One payslip with its lines; /payslips/{id}.pdf the printable payslip. Another person’s payslip is a 404 without payroll-list',
    access: access.authenticated,
    query: z.object({ download: z.enum(['0', '1']).optional() }),
    handler: async ({ c, db, caller, params, query }) => {
      const raw = params.id ?? '';
      const asPdf = raw.endsWith('.pdf');
      const slip = await mustRead(db, caller, parseId(asPdf ? raw.slice(0, -4) : raw, 'payslip'));
      if (!asPdf) return envelope(slip);
      const settings = await readSchoolSettings(db, caller.school.id);
      const pdf = await payslipPdf(
        {
          school: await schoolHeaderOf(settings, c.var.deps.config.storageDir),
          payslip: slip,
          format: caller.format,
        },
        await readerLanguage(),
      );
      return pdfResponse(pdf, `payslip-${slip.month}-${slip.id}.pdf`, query.download);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/payslips/:id/lines/:line',
    tag: 'payroll',
    summary: 'Adjust one line of a draft payslip, with a reason (the computed amount is kept)',
    access: access.permission('payroll-edit'),
    body: adjustLineSchema,
    audit: { entity: 'payslips', actions: ['adjust'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const id = parseId(params.id, 'payslip');
      const lineId = parseId(params.line, 'payslip line');
      const schoolId = caller.school.id;
      const saved = await db.transaction(async (tx) => {
        const { before, slip } = await adjustLine(tx, schoolId, id, lineId, body);
        const after = await payslipAsWritten(tx, schoolId, id);
        await audit(tx, {
          action: 'adjust',
          entity: 'payslips',
          entityId: id,
          before: { line: before.label, amount: before.amount, net: slip.net },
          after: { line: before.label, amount: body.amount, reason: body.reason, net: after.net },
        });
        return after;
      });
      return envelope(saved, apiMessage('done.payslipLineAdjusted'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payslips/:id/pay',
    tag: 'payroll',
    summary: 'Mark a payslip of a finalised run paid (date, method, reference)',
    access: access.permission('payroll-edit'),
    body: paySchema,
    audit: { entity: 'payslips', actions: ['pay'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const id = parseId(params.id, 'payslip');
      const schoolId = caller.school.id;
      const saved = await db.transaction(async (tx) => {
        const found = await payslipRecord(tx, schoolId, id);
        if (!found) throw notFound('payslip');
        // The run's lock orders this with a cancellation or a pay-all of the same run.
        const run = await lockedRun(tx, schoolId, found.run_id);
        mustBeFinalised(run);
        if (!(await markPaid(tx, actorOf(caller), run.id, body, id)))
          throw new ApiError('conflict', apiMessage('payroll.alreadyPaid'));
        await audit(tx, {
          action: 'pay',
          entity: 'payslips',
          entityId: id,
          before: { paid_on: null },
          after: body,
        });
        return payslipAsWritten(tx, schoolId, id);
      });
      return envelope(saved, apiMessage('done.payslipPaid'));
    },
  }),
];
