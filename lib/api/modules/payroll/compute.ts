/**
 * Computing a month's draft run: one payslip per active staff member with a structure in
 * force that month, its lines copied from the structure and the settings as they are now,
 * the unpaid days read from leave (approved days without pay) and staff attendance (absences).
 * Running a draft month again recomputes it (hand adjustments carried over where the same line
 * is computed again); a finalised month is refused. The caller's transaction makes it whole.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { payrollRuns, payslipLines, payslips } from '../../../db/schema/payroll';
import type { WorkingDaysRule } from '../../../db/schema/payroll-values';
import { countWorkingDays } from '../../../calendar';
import { reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { staffAbsenceDays } from '../attendance';
import { schoolCalendar } from '../calendar';
import { activeStaffMembers } from '../identity';
import { unpaidLeaveDaysOfStaff } from '../leave';
import { monthRange, payslipLines as computeLines, payslipTotals, type PayslipLine } from './rules';
import { workingDaysRuleOf } from './settings';
import { structuresEffectiveOn } from './structures';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'payroll_runs_school_month_live',
  'month',
  apiMessage('payroll.monthRunning'),
);

const BATCH = 500;

export async function liveRunOf(tx: Executor, schoolId: number, month: string) {
  const [run] = await tx
    .select({ id: payrollRuns.id, status: payrollRuns.status })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.schoolId, schoolId),
        eq(payrollRuns.month, month),
        ne(payrollRuns.status, 'cancelled'),
      ),
    )
    .for('update');
  return run;
}

/** The divisor of the unpaid deduction: calendar days, or the month's working days. */
async function daysOfMonth(tx: Executor, schoolId: number, month: string, rule: WorkingDaysRule) {
  const range = monthRange(month);
  if (rule === 'calendar_days') return range.days;
  const calendar = await schoolCalendar(tx, schoolId, range.first, range.last);
  // A month with no working day at all (a school closed for the holidays) divides by its days.
  return countWorkingDays(range.first, range.last, calendar) || range.days;
}

type Adjustment = { amount: number; computed: number; reason: string };
const lineKey = (userId: number, l: { kind: string; component_id: number | null; label: string }) =>
  `${userId}|${l.kind}|${l.component_id ?? l.label}`;

async function adjustmentsOf(tx: Executor, schoolId: number, runId: number) {
  const rows = await tx
    .select({
      user_id: payslips.userId,
      kind: payslipLines.kind,
      component_id: payslipLines.componentId,
      label: payslipLines.label,
      amount: payslipLines.amount,
      computed: payslipLines.computedAmount,
      reason: payslipLines.adjustReason,
    })
    .from(payslipLines)
    .innerJoin(
      payslips,
      and(eq(payslips.schoolId, payslipLines.schoolId), eq(payslips.id, payslipLines.payslipId)),
    )
    .where(and(eq(payslips.schoolId, schoolId), eq(payslips.runId, runId)));
  const out = new Map<string, Adjustment>();
  for (const r of rows)
    if (r.computed !== null && r.reason !== null)
      out.set(lineKey(r.user_id, { ...r, label: r.kind === 'unpaid_leave' ? '' : r.label }), {
        amount: r.amount,
        computed: r.computed,
        reason: r.reason,
      });
  return out;
}

/** Who acts: the school and the user recorded on what is written. */
export type Actor = { schoolId: number; userId: number };

export async function computeRun(tx: Executor, actor: Actor, month: string) {
  const { schoolId } = actor;
  const existing = await liveRunOf(tx, schoolId, month);
  if (existing?.status === 'finalised')
    throw validationFailed({
      month: apiMessage('payroll.finalisedNoRerun', { month }),
    });
  const range = monthRange(month);
  const rule = await workingDaysRuleOf(tx, schoolId);
  const days = await daysOfMonth(tx, schoolId, month, rule);

  const staff = await activeStaffMembers(tx, schoolId);
  const structures = await structuresEffectiveOn(
    tx,
    schoolId,
    range.first,
    staff.map((s) => s.id),
  );
  if (!structures.length)
    throw validationFailed({
      month: apiMessage('payroll.nobodyPaid', { month }),
    });
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const [leave, absences] = [
    await unpaidLeaveDaysOfStaff(tx, schoolId, range.first, range.last),
    await staffAbsenceDays(tx, schoolId, range.first, range.last),
  ];

  let runId: number;
  let adjustments = new Map<string, Adjustment>();
  if (existing) {
    runId = existing.id;
    adjustments = await adjustmentsOf(tx, schoolId, runId);
    // A draft's payslips are working figures, not records yet (nothing was paid or posted from
    // them): they are replaced whole; the audit row of each run records the figures.
    await tx
      .delete(payslips)
      .where(and(eq(payslips.schoolId, schoolId), eq(payslips.runId, runId)));
    await tx
      .update(payrollRuns)
      .set({ workingDaysRule: rule, daysInMonth: days, updatedAt: new Date() })
      .where(and(eq(payrollRuns.schoolId, schoolId), eq(payrollRuns.id, runId)));
  } else {
    const row = oneRow(
      await tx
        .insert(payrollRuns)
        .values({
          schoolId,
          month,
          workingDaysRule: rule,
          daysInMonth: days,
          createdByUserId: actor.userId,
        })
        .returning({ id: payrollRuns.id }),
      'inserting one row into payrollRuns',
    );
    runId = row.id;
  }

  const slips = structures.map((s) => {
    const unpaidDays = Math.min(days, (leave.get(s.user_id) ?? 0) + (absences.get(s.user_id) ?? 0));
    const lines = computeLines({
      basic: s.basic,
      components: s.components.filter((c) => c.active),
      unpaidDays,
      days,
    }).map((l) => withAdjustment(l, adjustments.get(lineKey(s.user_id, keyOf(l)))));
    return { structure: s, unpaidDays, lines, totals: payslipTotals(lines) };
  });

  for (let i = 0; i < slips.length; i += BATCH) {
    const batch = slips.slice(i, i + BATCH);
    const ids = await tx
      .insert(payslips)
      .values(
        batch.map((p) => ({
          schoolId,
          runId,
          userId: p.structure.user_id,
          structureId: p.structure.id,
          staffName: names.get(p.structure.user_id) ?? '',
          unpaidDays: p.unpaidDays,
          ...p.totals,
        })),
      )
      .returning({ id: payslips.id, userId: payslips.userId });
    const idOf = new Map(ids.map((r) => [r.userId, r.id]));
    const lines = batch.flatMap((p) => {
      const payslipId = idOf.get(p.structure.user_id);
      if (payslipId === undefined) throw new Error('Each payslip of the batch was inserted above');
      return p.lines.map((l, position) => ({
        schoolId,
        payslipId,
        position,
        kind: l.kind,
        componentId: l.component_id,
        label: l.label,
        amount: l.amount,
        computedAmount: l.computed ?? null,
        adjustReason: l.reason ?? null,
      }));
    });
    for (let j = 0; j < lines.length; j += BATCH)
      await tx.insert(payslipLines).values(lines.slice(j, j + BATCH));
  }
  return { id: runId, recomputed: Boolean(existing), payslips: slips.length };
}

/** The unpaid line's label names its day count, which a recompute may change. */
const keyOf = (l: PayslipLine) => ({ ...l, label: l.kind === 'unpaid_leave' ? '' : l.label });

function withAdjustment(
  line: PayslipLine,
  adjustment: Adjustment | undefined,
): PayslipLine & { computed?: number; reason?: string } {
  if (!adjustment) return line;
  return { ...line, amount: adjustment.amount, computed: line.amount, reason: adjustment.reason };
}
