/**
 * A school's subscription: its own view (`/api/subscription`, School Admin) and its requests for
 * another plan; the provider assigns, extends and cancels (`/api/provider/schools/{id}/…`) and
 * answers the requests.
 */
import { and, eq } from 'drizzle-orm';
import { subscriptionRequests } from '../../../db/schema/subscriptions';
import { todayIn } from '../../../calendar';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/resource';
import { providerListRoute } from '../../http/provider-list';
import { access, defineRoute } from '../../http/route';
import type { AuditRecorder } from '../../http/audit';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { schoolNameById } from '../platform';
import { subscriptionOverview } from './overview';
import { assignPlan, cancel, extend, planById, type Period } from './periods';
import { planRoutes } from './plan-routes';
import { planRequestList } from './plan-request-list';
import { assignPlanSchema, changeRequestSchema, extendSchema } from './schemas';
import { apiMessage } from '../../http/messages';

/** The provider acts in UTC: a school's own state is read in its zone when it signs in. */
const providerToday = () => todayIn('UTC');

async function schoolOf(tx: Executor, idParam: string | undefined) {
  const id = parseId(idParam, 'school');
  const name = await schoolNameById(tx, id);
  if (!name) throw notFound('school');
  return { id, name };
}

async function recordChange(
  tx: Executor,
  audit: AuditRecorder,
  action: 'assign' | 'extend' | 'cancel',
  schoolId: number,
  change: { before?: Period; after: Period },
) {
  await audit(tx, {
    action,
    entity: 'subscriptions',
    entityId: change.after.id,
    schoolId,
    before: change.before,
    after: change.after,
  });
}

const providerSubscriptionRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/provider/schools/:id/subscription',
    tag: 'subscriptions',
    summary: 'Give a school a plan, now or from its next cycle (provider)',
    access: access.provider,
    body: assignPlanSchema,
    audit: { entity: 'subscriptions', actions: ['assign'] },
    handler: async ({ db, params, body, audit }) => {
      const result = await db.transaction(async (tx) => {
        const school = await schoolOf(tx, params.id);
        const change = await assignPlan(tx, school.id, body.plan_id, body.when, providerToday());
        await recordChange(tx, audit, 'assign', school.id, change);
        const plan = await planById(tx, body.plan_id);
        return { school, plan, change };
      });
      const { school, plan } = result;
      return envelope(
        result.change.after,
        body.when === 'now'
          ? apiMessage('done.planFromToday', { school: school.name, plan: plan.name })
          : apiMessage('done.planNextCycle', { school: school.name, plan: plan.name }),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/provider/schools/:id/subscription/extend',
    tag: 'subscriptions',
    summary: "Renew a school's subscription by whole billing cycles (provider)",
    access: access.provider,
    body: extendSchema,
    audit: { entity: 'subscriptions', actions: ['extend'] },
    handler: async ({ db, params, body, audit }) => {
      const { school, change } = await db.transaction(async (tx) => {
        const school = await schoolOf(tx, params.id);
        const change = await extend(tx, school.id, body.cycles, providerToday());
        await recordChange(tx, audit, 'extend', school.id, change);
        return { school, change };
      });
      return envelope(
        change.after,
        apiMessage('done.subscribedUntil', {
          school: school.name,
          date: change.after.endsOn,
        }),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/provider/schools/:id/subscription/cancel',
    tag: 'subscriptions',
    summary:
      "Cancel a school's subscription today: read-only once the grace period is over (provider)",
    access: access.provider,
    audit: { entity: 'subscriptions', actions: ['cancel'] },
    handler: async ({ db, params, audit }) => {
      const { school, change } = await db.transaction(async (tx) => {
        const school = await schoolOf(tx, params.id);
        const change = await cancel(tx, school.id, providerToday());
        await recordChange(tx, audit, 'cancel', school.id, change);
        return { school, change };
      });
      return envelope(
        change.after,
        apiMessage('done.subscriptionCancelled', { school: school.name }),
      );
    },
  }),
  providerListRoute({
    path: '/provider/subscription-requests',
    tag: 'subscriptions',
    summary: 'Requests of schools for another plan (status: open, done or all), newest first',
    list: planRequestList,
  }),
  defineRoute({
    method: 'POST',
    path: '/provider/schools/:id/subscription-requests/:requestId/done',
    tag: 'subscriptions',
    summary: "Mark a school's request answered (provider)",
    access: access.provider,
    audit: { entity: 'subscription-requests', actions: ['update'] },
    handler: async ({ db, params, audit }) => {
      const schoolId = parseId(params.id, 'school');
      const id = parseId(params.requestId, 'request');
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(subscriptionRequests)
          .set({ status: 'done', resolvedAt: new Date() })
          .where(and(eq(subscriptionRequests.schoolId, schoolId), eq(subscriptionRequests.id, id)))
          .returning();
        if (!row) throw notFound('request');
        await audit(tx, {
          action: 'update',
          entity: 'subscription-requests',
          entityId: id,
          schoolId,
          after: { status: 'done' },
        });
        return row;
      });
      return envelope(row, apiMessage('done.requestAnswered'));
    },
  }),
];

const schoolSubscriptionRoutes = [
  defineRoute({
    method: 'GET',
    path: '/subscription',
    tag: 'subscriptions',
    summary:
      "The school's plan, its state, usage against each limit, history, other plans and requests",
    access: access.role('School Admin'),
    handler: async ({ db, caller }) =>
      envelope(await subscriptionOverview(db, caller.school.id, todayIn(caller.format.timeZone))),
  }),
  defineRoute({
    method: 'POST',
    path: '/subscription/requests',
    tag: 'subscriptions',
    summary:
      'Ask the provider for another plan (allowed while read-only: it is how a school renews)',
    access: access.role('School Admin'),
    body: changeRequestSchema,
    allowedWhenReadOnly: true,
    audit: { entity: 'subscription-requests', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const row = await db.transaction(async (tx) => {
        const plan = await planById(tx, body.plan_id);
        const row = oneRow(
          await tx
            .insert(subscriptionRequests)
            .values({
              schoolId: caller.school.id,
              planId: plan.id,
              message: body.message,
              requestedByUserId: caller.userId,
              requestedByName: caller.profile.fullName,
            })
            .returning(),
          'inserting one row into subscriptionRequests',
        );
        await audit(tx, {
          action: 'create',
          entity: 'subscription-requests',
          entityId: row.id,
          after: row,
        });
        return { ...row, plan: plan.name };
      });
      return envelope(row, apiMessage('done.planRequestSent', { plan: row.plan }));
    },
  }),
];

export const subscriptionRoutes = [
  ...planRoutes,
  ...providerSubscriptionRoutes,
  ...schoolSubscriptionRoutes,
];
