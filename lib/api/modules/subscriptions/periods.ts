/**
 * A school's subscription periods: the current one (replaced_at null) and its history. Every
 * change replaces the current row by a new one, so the history reads as the periods the school
 * had; only a cancellation and a plan chosen for the next cycle change the current row itself.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { plans, subscriptions } from '../../../db/schema/subscriptions';
import { addDays, todayIn, type IsoDate } from '../../../calendar';
import type { BillingCycle } from '../../../plans/catalogue';
import { cancelledEndsOn, periodEnd, renewalDates } from '../../../plans/state';
import { notFound, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';

export type Period = typeof subscriptions.$inferSelect;

export async function currentPeriod(tx: Executor, schoolId: number): Promise<Period | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.schoolId, schoolId), isNull(subscriptions.replacedAt)))
    .for('update');
  return row;
}

export async function planById(tx: Executor, id: number, field = 'plan_id') {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, id));
  if (!plan) throw validationFailed({ [field]: apiMessage('subscriptions.noPlan') });
  return plan;
}

async function replace(tx: Executor, current: Period | undefined) {
  if (!current) return;
  await tx
    .update(subscriptions)
    .set({ replacedAt: sql`now()` })
    .where(and(eq(subscriptions.schoolId, current.schoolId), eq(subscriptions.id, current.id)));
}

async function insertPeriod(
  tx: Executor,
  values: {
    schoolId: number;
    planId: number;
    status: Period['status'];
    startsOn: IsoDate;
    endsOn: IsoDate;
  },
) {
  const row = oneRow(
    await tx.insert(subscriptions).values(values).returning(),
    'inserting one period',
  );
  return row;
}

/** A first subscription: the plan's trial when it has one (a school registering), else a paid cycle. */
export async function startSubscription(
  tx: Executor,
  schoolId: number,
  plan: { id: number; trialDays: number; billingCycle: BillingCycle },
  today: IsoDate,
  withTrial: boolean,
) {
  await replace(tx, await currentPeriod(tx, schoolId));
  const trial = withTrial && plan.trialDays > 0;
  return insertPeriod(tx, {
    schoolId,
    planId: plan.id,
    status: trial ? 'trial' : 'active',
    startsOn: today,
    endsOn: trial ? addDays(today, plan.trialDays - 1) : periodEnd(today, plan.billingCycle),
  });
}

/**
 * The provider changes a school's plan: now (the current period ends, a paid cycle of the new
 * plan starts today) or at the next cycle (remembered, applied by the next extension).
 */
export async function assignPlan(
  tx: Executor,
  schoolId: number,
  planId: number,
  when: 'now' | 'next_cycle',
  today: IsoDate,
) {
  const plan = await planById(tx, planId);
  const current = await currentPeriod(tx, schoolId);
  if (when === 'now' || !current) {
    return { before: current, after: await startSubscription(tx, schoolId, plan, today, false) };
  }
  const after = oneRow(
    await tx
      .update(subscriptions)
      .set({ nextPlanId: plan.id })
      .where(and(eq(subscriptions.schoolId, schoolId), eq(subscriptions.id, current.id)))
      .returning(),
    'updating the current period just read',
  );
  return { before: current, after };
}

/**
 * A renewal paid for: `cycles` billing cycles of the next plan (the one chosen for the next
 * cycle, else the current), from the day after the current period ends — or from today when it
 * has already ended, so a lapsed school gets its full cycles.
 */
export async function extend(tx: Executor, schoolId: number, cycles: number, today: IsoDate) {
  const current = await currentPeriod(tx, schoolId);
  if (!current) throw notFound('subscription');
  const plan = await planById(tx, current.nextPlanId ?? current.planId);
  await replace(tx, current);
  const after = await insertPeriod(tx, {
    schoolId,
    planId: plan.id,
    status: 'active',
    ...renewalDates(current, plan.billingCycle, today, cycles),
  });
  return { before: current, after };
}

/** Cancelled today: the period ends now, the grace period follows, then the school is read-only. */
export async function cancel(tx: Executor, schoolId: number, today: IsoDate) {
  const current = await currentPeriod(tx, schoolId);
  if (!current) throw notFound('subscription');
  if (current.status === 'cancelled') {
    throw validationFailed({ status: apiMessage('subscriptions.alreadyCancelled') });
  }
  const endsOn = cancelledEndsOn(current, today);
  const after = oneRow(
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', endsOn, nextPlanId: null })
      .where(and(eq(subscriptions.schoolId, schoolId), eq(subscriptions.id, current.id)))
      .returning(),
    'updating the current period just read',
  );
  return { before: current, after };
}

/** Every period of the school, newest first, with the plan's name. */
export async function history(tx: Executor, schoolId: number) {
  return tx
    .select({
      id: subscriptions.id,
      plan: plans.name,
      status: subscriptions.status,
      starts_on: subscriptions.startsOn,
      ends_on: subscriptions.endsOn,
      current: sql<boolean>`${subscriptions.replacedAt} is null`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.schoolId, schoolId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** A new school's first period on the plan it asked for: the plan's trial, from today in its zone. */
export async function startTrialOf(
  tx: Executor,
  schoolId: number,
  planId: number,
  timeZone = 'UTC',
) {
  const plan = await planById(tx, planId);
  return startSubscription(tx, schoolId, plan, todayIn(timeZone), true);
}

export async function isPublishedPlan(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx.select({ published: plans.published }).from(plans).where(eq(plans.id, id));
  return row?.published === true;
}
