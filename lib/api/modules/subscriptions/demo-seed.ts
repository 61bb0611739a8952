/**
 * The platform's part of the demo (life only, so API tests start with no plan and no limits):
 * three published plans, and each demo school on the complete one, Riverside after a trial of
 * the standard plan (its history has two periods).
 */
import { inArray, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../../calendar';
import { plans, subscriptions } from '../../../db/schema/subscriptions';
import type { PlanModuleKey } from '../../../plans/catalogue';
import { periodEnd } from '../../../plans/state';
import type { ModuleDemoSeed } from '../../demo/context';

const ALL: PlanModuleKey[] = [
  'fees',
  'attendance',
  'leave',
  'holidays',
  'announcements',
  'payroll',
  'expenses',
  'inventory',
  'notifications',
  'records',
  'exams',
  'timetable',
];

export const DEMO_PLANS = [
  {
    name: 'Starter',
    priceMinor: 4900,
    currency: 'USD',
    billingCycle: 'month' as const,
    studentLimit: 300,
    staffLimit: 30,
    modules: ['fees', 'attendance', 'holidays', 'announcements'] satisfies PlanModuleKey[],
    trialDays: 30,
    published: true,
    highlighted: false,
  },
  {
    name: 'Standard',
    priceMinor: 9900,
    currency: 'USD',
    billingCycle: 'month' as const,
    studentLimit: 1500,
    staffLimit: 150,
    modules: [
      'fees',
      'attendance',
      'leave',
      'holidays',
      'announcements',
      'expenses',
      'records',
      'exams',
      'timetable',
    ] satisfies PlanModuleKey[],
    trialDays: 30,
    published: true,
    highlighted: true,
  },
  {
    name: 'Complete',
    priceMinor: 199000,
    currency: 'USD',
    billingCycle: 'year' as const,
    studentLimit: null,
    staffLimit: null,
    modules: ALL,
    trialDays: 0,
    published: true,
    highlighted: false,
  },
];

export const subscriptionsDemoSeed: ModuleDemoSeed = {
  module: 'subscriptions',
  life: async ({ tx, schoolId, school }) => {
    await tx.insert(plans).values(DEMO_PLANS).onConflictDoNothing({ target: plans.name });
    const rows = await tx
      .select({ id: plans.id, name: plans.name })
      .from(plans)
      .where(inArray(plans.name, ['Standard', 'Complete']));
    const id = (name: string) => {
      const plan = rows.find((r) => r.name === name);
      if (!plan) throw new Error(`The demo plans, inserted just above, include ${name}`);
      return plan.id;
    };
    const today = todayIn('UTC');
    const startsOn = addDays(today, school.subdomain === 'riverside' ? -40 : -10);
    if (school.subdomain === 'riverside') {
      await tx.insert(subscriptions).values({
        schoolId,
        planId: id('Standard'),
        status: 'trial',
        startsOn: addDays(startsOn, -30),
        endsOn: addDays(startsOn, -1),
        replacedAt: sql`now()`,
      });
    }
    await tx.insert(subscriptions).values({
      schoolId,
      planId: id('Complete'),
      status: 'active',
      startsOn,
      endsOn: periodEnd(startsOn, 'year'),
    });
  },
};
