/**
 * The provider's plans (`/api/plans`, provider only) and the published ones everyone may read
 * (`/api/published-plans`: the marketing pages and the registration wizard).
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { plans } from '../../../db/schema/subscriptions';
import { listQuery } from '../../http/list';
import { envelope } from '../../http/envelope';
import { notFound, reportUniqueViolationOn } from '../../http/errors';
import { parseId } from '../../http/resource';
import { providerListRoute, type ProviderListDefinition } from '../../http/provider-list';
import { access, defineRoute } from '../../http/route';
import { planSchema } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn('plans_name_unique', 'name', apiMessage('subscriptions.planNameTaken'));

export const planColumns = {
  id: plans.id,
  name: plans.name,
  price_minor: plans.priceMinor,
  currency: plans.currency,
  billing_cycle: plans.billingCycle,
  student_limit: plans.studentLimit,
  staff_limit: plans.staffLimit,
  notifications_per_minute: plans.notificationsPerMinute,
  modules: plans.modules,
  trial_days: plans.trialDays,
  published: plans.published,
  highlighted: plans.highlighted,
};

const valuesOf = (body: ReturnType<typeof planSchema.parse>) => ({
  name: body.name,
  priceMinor: body.price_minor,
  currency: body.currency,
  billingCycle: body.billing_cycle,
  studentLimit: body.student_limit,
  staffLimit: body.staff_limit,
  notificationsPerMinute: body.notifications_per_minute,
  modules: body.modules,
  trialDays: body.trial_days,
  published: body.published,
  highlighted: body.highlighted,
});

const plansQuery = listQuery(['price', 'name', 'schools', 'published']);

/** Schools on the plan now (their current period). */
const schoolsOnPlan = sql<number>`(select count(*)::int from subscriptions s
  where s.plan_id = ${plans.id} and s.replaced_at is null)`;

const planRows = (db: Executor) =>
  db.select({ ...planColumns, schools: schoolsOnPlan }).from(plans);
type ProviderPlan = Awaited<ReturnType<typeof planRows>>[number];

export const planList: ProviderListDefinition<
  ProviderPlan,
  ProviderPlan,
  z.output<typeof plansQuery>
> = {
  query: plansQuery,
  spec: {
    select: planRows,
    id: plans.id,
    search: [plans.name, plans.currency],
    sort: {
      price: plans.priceMinor,
      name: plans.name,
      schools: schoolsOnPlan,
      published: plans.published,
    },
    defaultSort: 'price',
  },
  csv: {
    fileName: 'plans.csv',
    columns: [
      { header: 'ID', value: (p) => p.id },
      { header: 'Plan', value: (p) => p.name },
      { header: 'Price (minor units)', value: (p) => p.price_minor },
      { header: 'Currency', value: (p) => p.currency },
      { header: 'Billing cycle', value: (p) => p.billing_cycle },
      { header: 'Student limit', value: (p) => p.student_limit },
      { header: 'Staff limit', value: (p) => p.staff_limit },
      { header: 'Notifications per minute', value: (p) => p.notifications_per_minute },
      { header: 'Modules', value: (p) => p.modules.join(' ') },
      { header: 'Trial days', value: (p) => p.trial_days },
      { header: 'Published', value: (p) => p.published },
      { header: 'Highlighted', value: (p) => p.highlighted },
      { header: 'Schools on it', value: (p) => p.schools },
    ],
  },
};

export const planRoutes = [
  defineRoute({
    method: 'GET',
    path: '/published-plans',
    tag: 'subscriptions',
    summary:
      'The published plans, highlighted first, then by price (marketing pages, registration)',
    access: access.public,
    handler: async ({ db }) =>
      envelope(
        await db
          .select(planColumns)
          .from(plans)
          .where(eq(plans.published, true))
          .orderBy(desc(plans.highlighted), asc(plans.priceMinor), asc(plans.name)),
      ),
  }),
  providerListRoute({
    path: '/plans',
    tag: 'subscriptions',
    summary: 'The plans, cheapest first, with how many schools are on each now',
    list: planList,
  }),
  defineRoute({
    method: 'POST',
    path: '/plans',
    tag: 'subscriptions',
    summary: 'Create a plan (provider)',
    access: access.provider,
    body: planSchema,
    audit: { entity: 'plans', actions: ['create'] },
    handler: async ({ db, body, audit }) => {
      const plan = await db.transaction(async (tx) => {
        const row = oneRow(
          await tx.insert(plans).values(valuesOf(body)).returning(planColumns),
          'inserting one row into plans',
        );
        await audit(tx, {
          action: 'create',
          entity: 'plans',
          entityId: row.id,
          schoolId: null,
          after: row,
        });
        return row;
      });
      return envelope(plan, apiMessage('done.planCreated', { plan: plan.name }));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/plans/:id',
    tag: 'subscriptions',
    summary: 'Change a plan (provider); schools on it get the new limits and modules at once',
    access: access.provider,
    body: planSchema,
    audit: { entity: 'plans', actions: ['update'] },
    handler: async ({ db, params, body, audit }) => {
      const id = parseId(params.id, 'plan');
      const plan = await db.transaction(async (tx) => {
        const [before] = await tx.select(planColumns).from(plans).where(eq(plans.id, id));
        if (!before) throw notFound('plan');
        const row = oneRow(
          await tx
            .update(plans)
            .set({ ...valuesOf(body), updatedAt: sql`now()` })
            .where(eq(plans.id, id))
            .returning(planColumns),
          'updating a row of plans it has just read',
        );
        await audit(tx, {
          action: 'update',
          entity: 'plans',
          entityId: id,
          schoolId: null,
          before,
          after: row,
        });
        return row;
      });
      return envelope(plan, apiMessage('done.planSaved', { plan: plan.name }));
    },
  }),
];
