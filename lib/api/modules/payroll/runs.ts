/**
 * Payroll runs: /api/payroll-runs (list, read, POST month=YYYY-MM to compute or recompute a
 * draft), /finalise (freezes the payslips and posts the total as one "Salaries" expense),
 * /pay (every unpaid payslip of the run) and /cancel-payment (voids a finalised run: the
 * expense is reversed, the run and its payslips stay as records, and the month may be run
 * again). Each is one transaction. /payroll-runs/preview says what running a month would give
 * (the confirmation's figures) by running it in a transaction that is rolled back.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payrollRuns, payslips } from '../../../db/schema/payroll';
import { todayIn } from '../../../calendar';
import type { AuditRecorder } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { ApiError, notFound } from '../../http/errors';
import { listRoute, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { computeRun, type Actor } from './compute';
import { postSalariesExpense, reverseSalariesExpense } from './expense-posting';
import { runQueries, runQuery, type RunRow } from './run-queries';
import { cancelPaymentSchema, paySchema, runSchema, type PayBody } from './schemas';
import { apiMessage } from '../../http/messages';
import { noticePayslips } from './notices';

/** The run, locked for the rest of the transaction (finalise, pay and cancel queue on it). */
/** A run this transaction has just written or locked, read again as the API shows it. */
export async function runAsWritten(tx: Executor, schoolId: number, id: number) {
  const run = await runQueries.get(tx, schoolId, id);
  if (!run) throw new Error(`Payroll run ${id} was written or locked in this transaction`);
  return run;
}

export async function lockedRun(tx: Executor, schoolId: number, id: number): Promise<RunRow> {
  await tx
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.schoolId, schoolId), eq(payrollRuns.id, id)))
    .for('update');
  const run = await runQueries.get(tx, schoolId, id);
  if (!run) throw notFound('payrollRun');
  return run;
}

const runBrief = (r: RunRow) => ({ status: r.status, paid: r.paid, total_net: r.total_net });

export function mustBeFinalised(run: Pick<RunRow, 'status' | 'month'>) {
  if (run.status === 'draft')
    throw new ApiError('conflict', apiMessage('payroll.draftFinaliseFirst', { month: run.month }));
  if (run.status === 'cancelled')
    throw new ApiError('conflict', apiMessage('payroll.paymentCancelled', { month: run.month }));
}

/** Marks paid the given payslips of a finalised run that are not paid yet; returns how many. */
export async function markPaid(
  tx: Executor,
  actor: Actor,
  runId: number,
  body: PayBody,
  payslipId?: number,
): Promise<number> {
  const rows = await tx
    .update(payslips)
    .set({
      paidOn: body.paid_on,
      payMethod: body.method,
      payReference: body.reference,
      paidByUserId: actor.userId,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payslips.schoolId, actor.schoolId),
        eq(payslips.runId, runId),
        isNull(payslips.paidOn),
        payslipId ? eq(payslips.id, payslipId) : undefined,
      ),
    )
    .returning({ id: payslips.id });
  return rows.length;
}

export const actorOf = (caller: SchoolUser): Actor => ({
  schoolId: caller.school.id,
  userId: caller.userId,
});

/**
 * Freezes a draft run (its payslips already hold their own lines) and posts its total as one
 * expense dated `today`; returns the expense's id. The run must be locked by the caller.
 */
export async function finaliseRun(
  tx: Executor,
  actor: Actor,
  run: RunRow,
  today: string,
  audit?: AuditRecorder,
) {
  if (run.status !== 'draft')
    throw new ApiError(
      'conflict',
      apiMessage('payroll.alreadyStatus', { month: run.month, status: run.status }),
    );
  const expenseId = await postSalariesExpense(
    tx,
    actor,
    {
      runId: run.id,
      month: run.month,
      total: run.total_net,
      date: today,
    },
    audit,
  );
  await tx
    .update(payrollRuns)
    .set({
      status: 'finalised',
      finalisedAt: new Date(),
      finalisedByUserId: actor.userId,
      expenseId,
      updatedAt: new Date(),
    })
    .where(and(eq(payrollRuns.schoolId, actor.schoolId), eq(payrollRuns.id, run.id)));
  return expenseId;
}

/** Thrown to roll a preview's transaction back, carrying what the run would have been. */
class PreviewDone {
  constructor(
    readonly run: RunRow,
    readonly recomputes: boolean,
  ) {}
}

/**
 * What POST /payroll-runs would give for the month, nothing kept: the same computation (so the
 * confirmation states exactly what the run then makes), in a transaction that is rolled back.
 */
async function previewRun(db: Executor, actor: Actor, month: string) {
  try {
    await db.transaction(async (tx) => {
      const result = await computeRun(tx, actor, month);
      throw new PreviewDone(await runAsWritten(tx, actor.schoolId, result.id), result.recomputed);
    });
  } catch (outcome) {
    if (!(outcome instanceof PreviewDone)) throw outcome;
    const { run, recomputes } = outcome;
    return { month: run.month, payslips: run.payslips, total_net: run.total_net, recomputes };
  }
  throw new Error('A payroll preview ends by rolling back');
}

export const runRoutes = [
  // Before /payroll-runs/:id, which would read "preview" as an id.
  defineRoute({
    method: 'GET',
    path: '/payroll-runs/preview',
    tag: 'payroll',
    summary:
      'What running a month (month=YYYY-MM) would give: the number of payslips and the total net of the draft, nothing kept',
    access: access.permission('payroll-create'),
    query: runSchema,
    handler: async ({ db, caller, query }) =>
      envelope(await previewRun(db, actorOf(caller), query.month)),
  }),
  listRoute({
    path: '/payroll-runs',
    tag: 'payroll',
    summary: 'Payroll runs by month, with their payslip count, paid count and total',
    access: access.permission('payroll-list'),
    list: {
      query: runQuery,
      queries: runQueries,
      csv: {
        fileName: 'payroll-runs.csv',
        columns: [
          { header: 'ID', value: (r) => r.id },
          { header: 'Month', value: (r) => r.month },
          { header: 'Status', value: (r) => r.status },
          { header: 'Payslips', value: (r) => r.payslips },
          { header: 'Paid', value: (r) => r.paid },
          { header: 'Total net (minor units)', value: (r) => r.total_net },
        ],
      },
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/payroll-runs/:id',
    tag: 'payroll',
    summary: 'One payroll run with its totals',
    access: access.permission('payroll-list'),
    handler: async ({ db, caller, params }) => {
      const run = await runQueries.get(db, caller.school.id, parseId(params.id, 'payroll run'));
      if (!run) throw notFound('payrollRun');
      return envelope(run);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payroll-runs',
    tag: 'payroll',
    summary:
      'Run a month (month=YYYY-MM): a draft payslip per active staff member with a structure; a draft month is recomputed, a finalised one refused',
    access: access.permission('payroll-create'),
    body: runSchema,
    audit: { entity: 'payroll-runs', actions: ['run'] },
    handler: async ({ db, caller, body, audit }) => {
      const saved = await db.transaction(async (tx) => {
        const result = await computeRun(tx, actorOf(caller), body.month);
        const run = await runAsWritten(tx, caller.school.id, result.id);
        await audit(tx, {
          action: 'run',
          entity: 'payroll-runs',
          entityId: run.id,
          after: { month: run.month, recomputed: result.recomputed, ...runBrief(run) },
        });
        return { run, recomputed: result.recomputed };
      });
      return envelope(
        saved.run,
        apiMessage(saved.recomputed ? 'done.payrollRecomputed' : 'done.payrollComputed', {
          count: saved.run.payslips,
          month: saved.run.month,
        }),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payroll-runs/:id/finalise',
    tag: 'payroll',
    summary:
      'Finalise a draft run: its payslips are frozen and its total posted as one "Salaries" expense',
    access: access.permission('payroll-edit'),
    audit: { entity: ['payroll-runs', 'expenses'], actions: ['finalise', 'create'] },
    handler: async ({ db, caller, params, audit }) => {
      const id = parseId(params.id, 'payroll run');
      const schoolId = caller.school.id;
      const saved = await db.transaction(async (tx) => {
        const run = await lockedRun(tx, schoolId, id);
        const expenseId = await finaliseRun(
          tx,
          actorOf(caller),
          run,
          todayIn(caller.format.timeZone),
        );
        const after = await runAsWritten(tx, schoolId, id);
        await audit(tx, {
          action: 'finalise',
          entity: 'payroll-runs',
          entityId: id,
          before: runBrief(run),
          after: { ...runBrief(after), expense_id: expenseId },
        });
        await noticePayslips(tx, { id: schoolId, format: caller.format }, after);
        return after;
      });
      return envelope(saved, apiMessage('done.payrollFinalised', { month: saved.month }));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payroll-runs/:id/pay',
    tag: 'payroll',
    summary: 'Mark every unpaid payslip of a finalised run paid (date, method, reference)',
    access: access.permission('payroll-edit'),
    body: paySchema,
    audit: { entity: 'payroll-runs', actions: ['pay'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const id = parseId(params.id, 'payroll run');
      const saved = await db.transaction(async (tx) => {
        const run = await lockedRun(tx, caller.school.id, id);
        mustBeFinalised(run);
        const count = await markPaid(tx, actorOf(caller), id, body);
        await audit(tx, {
          action: 'pay',
          entity: 'payroll-runs',
          entityId: id,
          before: { paid: run.paid },
          after: { paid: run.paid + count, ...body },
        });
        return { run: await runAsWritten(tx, caller.school.id, id), count };
      });
      return envelope(saved.run, apiMessage('done.payslipsPaid', { count: saved.count }));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payroll-runs/:id/cancel-payment',
    tag: 'payroll',
    summary:
      'Cancel a finalised run’s payment with a reason: its expense is reversed, the run and payslips stay as records, and the month may be run again',
    access: access.permission('payroll-delete'),
    body: cancelPaymentSchema,
    audit: { entity: ['payroll-runs', 'expenses'], actions: ['cancel-payment', 'cancel'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const id = parseId(params.id, 'payroll run');
      const schoolId = caller.school.id;
      const saved = await db.transaction(async (tx) => {
        const run = await lockedRun(tx, schoolId, id);
        mustBeFinalised(run);
        await reverseSalariesExpense(tx, actorOf(caller), id, body.reason, audit);
        await tx
          .update(payrollRuns)
          .set({
            status: 'cancelled',
            cancelledAt: new Date(),
            cancelledByUserId: caller.userId,
            cancelReason: body.reason,
            updatedAt: new Date(),
          })
          .where(and(eq(payrollRuns.schoolId, schoolId), eq(payrollRuns.id, id)));
        await audit(tx, {
          action: 'cancel-payment',
          entity: 'payroll-runs',
          entityId: id,
          before: runBrief(run),
          after: { status: 'cancelled', cancel_reason: body.reason },
        });
        return await runAsWritten(tx, schoolId, id);
      });
      return envelope(saved, apiMessage('done.payrollPaymentCancelled', { month: saved.month }));
    },
  }),
];
