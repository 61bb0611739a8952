/**
 * The payroll module's part of the demo (life only), in the school's currency:
 * allowances and deductions, a salary structure for every active staff member (effective a
 * year back), and last month's run finalised and paid, so /payroll, the payslips and the
 * dashboard show real figures on first start. Runs through the same functions as the API.
 */
import { eq } from 'drizzle-orm';
import { todayIn } from '../../../calendar';
import {
  payrollComponents,
  salaryStructureLines,
  salaryStructures,
} from '../../../db/schema/payroll';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import type { DemoSchoolKey } from '../../demo/schools';
import { activeStaffMembers } from '../identity';
import { schoolSetting } from '../platform';
import { computeRun } from './compute';
import { previousMonth } from './rules';
import { finaliseRun, markPaid, runAsWritten } from './runs';

type Component = typeof payrollComponents.$inferInsert;
const COMPONENTS: Record<DemoSchoolKey, Omit<Component, 'schoolId'>[]> = {
  riverside: [
    { name: 'House rent', kind: 'allowance', calc: 'percentage', basisPoints: 1000 },
    { name: 'Transport', kind: 'allowance', calc: 'fixed', amount: 5000 },
    { name: 'Pension', kind: 'deduction', calc: 'percentage', basisPoints: 500 },
    { name: 'Professional tax', kind: 'deduction', calc: 'fixed', amount: 2000 },
  ],
  hillcrest: [
    { name: 'London weighting', kind: 'allowance', calc: 'fixed', amount: 15000 },
    {
      name: 'Responsibility',
      kind: 'allowance',
      calc: 'percentage',
      basisPoints: 750,
      active: false,
    },
    { name: 'Pension', kind: 'deduction', calc: 'percentage', basisPoints: 500 },
    { name: 'Union dues', kind: 'deduction', calc: 'fixed', amount: 1200 },
  ],
};

/** Monthly basic salaries (minor units): the lowest and the step. */
const BASIC: Record<DemoSchoolKey, { from: number; step: number }> = {
  riverside: { from: 250000, step: 10000 },
  hillcrest: { from: 220000, step: 5000 },
};

async function seedPayroll(ctx: DemoSeedContext) {
  const { tx, schoolId, school } = ctx;
  const key = school.subdomain as DemoSchoolKey;
  const existing = await tx
    .select({ id: payrollComponents.id })
    .from(payrollComponents)
    .where(eq(payrollComponents.schoolId, schoolId));
  if (existing.length) return;
  const components = await tx
    .insert(payrollComponents)
    .values(COMPONENTS[key].map((c) => ({ ...c, schoolId })))
    .returning({ id: payrollComponents.id });

  const today = todayIn((await schoolSetting(tx, schoolId, 'timezone')) ?? 'UTC');
  const lastMonth = previousMonth(today.slice(0, 7));
  let from = lastMonth;
  for (let i = 0; i < 11; i++) from = previousMonth(from);
  const random = ctx.random('payroll');
  const staff = await activeStaffMembers(tx, schoolId);
  const structures = await tx
    .insert(salaryStructures)
    .values(
      staff.map((s) => ({
        schoolId,
        userId: s.id,
        basic: BASIC[key].from + BASIC[key].step * random.int(0, 15),
        effectiveFrom: `${from}-01`,
        createdByUserId: ctx.adminUserId,
      })),
    )
    .returning({ id: salaryStructures.id });
  await tx.insert(salaryStructureLines).values(
    structures.flatMap((s, i) =>
      components.map((c, j) => ({
        schoolId,
        structureId: s.id,
        componentId: c.id,
        // One in five has their own transport amount.
        overrideAmount: j === 1 && i % 5 === 0 ? 8000 : null,
      })),
    ),
  );

  const actor = { schoolId, userId: ctx.adminUserId };
  // Finalised and paid on the first of this month.
  const payday = `${today.slice(0, 7)}-01`;
  const { id } = await computeRun(tx, actor, lastMonth);
  await finaliseRun(tx, actor, await runAsWritten(tx, schoolId, id), payday);
  await markPaid(tx, actor, id, {
    paid_on: payday,
    method: 'bank_transfer',
    reference: `SAL-${lastMonth}`,
  });
}

export const payrollDemoSeed: ModuleDemoSeed = { module: 'payroll', life: seedPayroll };
