/**
 * What a school sees on /subscription, and what the provider's list of schools shows of each:
 * the current plan, its state today, usage against each limit, history and open requests.
 */
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { plans, subscriptionRequests, subscriptions } from '../../../db/schema/subscriptions';
import type { IsoDate } from '../../../calendar';
import type { BillingCycle } from '../../../plans/catalogue';
import { cancelledEndsOn, renewalDates, subscriptionState } from '../../../plans/state';
import { history } from './periods';
import { planColumns } from './plan-routes';
import { usageCount } from './usage-counts';

/** The plan chosen for the next cycle, joined beside the current one. */
const nextPlan = alias(plans, 'next_plan');

const currentColumns = {
  ...planColumns,
  plan_id: plans.id,
  status: subscriptions.status,
  starts_on: subscriptions.startsOn,
  ends_on: subscriptions.endsOn,
  next_plan_id: subscriptions.nextPlanId,
  next_plan: nextPlan.name,
};

export async function subscriptionOverview(tx: Executor, schoolId: number, today: IsoDate) {
  const [current] = await tx
    .select(currentColumns)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(nextPlan, eq(nextPlan.id, subscriptions.nextPlanId))
    .where(and(eq(subscriptions.schoolId, schoolId), isNull(subscriptions.replacedAt)));
  const [students, staff, periods, offered, requests] = await Promise.all([
    usageCount('students').ofSchool(tx, schoolId),
    usageCount('staff').ofSchool(tx, schoolId),
    history(tx, schoolId),
    tx
      .select(planColumns)
      .from(plans)
      .where(
        current
          ? and(eq(plans.published, true), ne(plans.id, current.plan_id))
          : eq(plans.published, true),
      )
      .orderBy(desc(plans.highlighted), asc(plans.priceMinor)),
    tx
      .select({
        id: subscriptionRequests.id,
        plan: plans.name,
        message: subscriptionRequests.message,
        status: subscriptionRequests.status,
        requested_by: subscriptionRequests.requestedByName,
        created_at: subscriptionRequests.createdAt,
      })
      .from(subscriptionRequests)
      .innerJoin(plans, eq(plans.id, subscriptionRequests.planId))
      .where(eq(subscriptionRequests.schoolId, schoolId))
      .orderBy(desc(subscriptionRequests.createdAt))
      .limit(20),
  ]);
  return {
    current: current
      ? {
          ...current,
          ...stateFields(current, today),
        }
      : null,
    usage: {
      students: { used: students, limit: current?.student_limit ?? null },
      staff: { used: staff, limit: current?.staff_limit ?? null },
    },
    history: periods,
    plans: offered,
    requests,
  };
}

function stateFields(
  period: { status: 'trial' | 'active' | 'cancelled'; ends_on: string },
  today: IsoDate,
) {
  const state = subscriptionState({ status: period.status, endsOn: period.ends_on }, today);
  return { state: state.state, read_only: state.readOnly, grace_ends_on: state.graceEndsOn };
}

/**
 * What the provider's Cancel and Renew would do to a period today (their confirmations state
 * it), by the rules periods.ts applies: a cancelled period's grace ends the last writable day;
 * a renewal is one cycle of the next plan (the one chosen for the next cycle, else the current).
 */
function consequences(
  row: { status: 'trial' | 'active' | 'cancelled'; starts_on: string; ends_on: string },
  renewal: { name: string; price_minor: number; currency: string; billing_cycle: BillingCycle },
  today: IsoDate,
) {
  const cancelled = {
    status: 'cancelled' as const,
    endsOn: cancelledEndsOn({ startsOn: row.starts_on, endsOn: row.ends_on }, today),
  };
  const dates = renewalDates({ endsOn: row.ends_on }, renewal.billing_cycle, today);
  return {
    if_cancelled: { writable_until: subscriptionState(cancelled, today).graceEndsOn },
    if_renewed: {
      plan: renewal.name,
      price_minor: renewal.price_minor,
      currency: renewal.currency,
      billing_cycle: renewal.billing_cycle,
      starts_on: dates.startsOn,
      ends_on: dates.endsOn,
    },
  };
}

/** Per school: plan, state and usage, for the provider's list of schools. */
export async function subscriptionsPerSchool(tx: Executor, today: IsoDate) {
  const [rows, students, staff] = await Promise.all([
    tx
      .select({
        schoolId: subscriptions.schoolId,
        plan: plans.name,
        plan_id: plans.id,
        status: subscriptions.status,
        starts_on: subscriptions.startsOn,
        ends_on: subscriptions.endsOn,
        student_limit: plans.studentLimit,
        staff_limit: plans.staffLimit,
        renewal: {
          name: sql<string>`coalesce(${nextPlan.name}, ${plans.name})`,
          price_minor: sql<number>`coalesce(${nextPlan.priceMinor}, ${plans.priceMinor})`.mapWith(
            Number,
          ),
          currency: sql<string>`coalesce(${nextPlan.currency}, ${plans.currency})`,
          billing_cycle: sql<
            'month' | 'year'
          >`coalesce(${nextPlan.billingCycle}, ${plans.billingCycle})`,
        },
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(nextPlan, eq(nextPlan.id, subscriptions.nextPlanId))
      .where(isNull(subscriptions.replacedAt)),
    usageCount('students').perSchool(tx),
    usageCount('staff').perSchool(tx),
  ]);
  const bySchool = new Map(rows.map((r) => [r.schoolId, r]));
  return (schoolId: number) => {
    const row = bySchool.get(schoolId);
    return {
      subscription: row
        ? {
            plan: row.plan,
            plan_id: row.plan_id,
            ends_on: row.ends_on,
            ...stateFields(row, today),
            ...consequences(row, row.renewal, today),
          }
        : null,
      usage: {
        students: { used: students.get(schoolId) ?? 0, limit: row?.student_limit ?? null },
        staff: { used: staff.get(schoolId) ?? 0, limit: row?.staff_limit ?? null },
      },
    };
  };
}
