/**
 * The provider's list of the schools' requests for another plan: paged, searchable by school,
 * plan, who asked and message, sortable, with a CSV of the whole filter
 * (lib/api/http/provider-list.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { plans, subscriptionRequests } from '../../../db/schema/subscriptions';
import { listQuery } from '../../http/list';
import type { ProviderListDefinition } from '../../http/provider-list';
import { schoolNamesView } from '../platform';

const requestsQuery = listQuery(['created_at', 'school', 'plan', 'status'], {
  status: z
    .enum(['open', 'done', 'all'], { error: 'The status must be open, done or all.' })
    .default('all'),
});

const requestRows = (db: Executor) =>
  db
    .select({
      id: subscriptionRequests.id,
      school_id: subscriptionRequests.schoolId,
      school: schoolNamesView.name,
      plan_id: subscriptionRequests.planId,
      plan: plans.name,
      message: subscriptionRequests.message,
      requested_by: subscriptionRequests.requestedByName,
      status: subscriptionRequests.status,
      created_at: subscriptionRequests.createdAt,
    })
    .from(subscriptionRequests)
    .innerJoin(plans, eq(plans.id, subscriptionRequests.planId))
    .innerJoin(schoolNamesView, eq(schoolNamesView.id, subscriptionRequests.schoolId));
type PlanRequest = Awaited<ReturnType<typeof requestRows>>[number];

export const planRequestList: ProviderListDefinition<
  PlanRequest,
  PlanRequest,
  z.output<typeof requestsQuery>
> = {
  query: requestsQuery,
  spec: {
    select: requestRows,
    // Unique across schools: a request's key is (school, id).
    id: sql`(${subscriptionRequests.schoolId}, ${subscriptionRequests.id})`,
    search: [
      schoolNamesView.name,
      plans.name,
      subscriptionRequests.requestedByName,
      subscriptionRequests.message,
    ],
    sort: {
      created_at: subscriptionRequests.createdAt,
      school: schoolNamesView.name,
      plan: plans.name,
      status: subscriptionRequests.status,
    },
    defaultSort: '-created_at',
    filters: (p) => [p.status === 'all' ? undefined : eq(subscriptionRequests.status, p.status)],
  },
  csv: {
    fileName: 'plan-requests.csv',
    columns: [
      { header: 'School', value: (r) => r.school },
      { header: 'Plan wanted', value: (r) => r.plan },
      { header: 'Message', value: (r) => r.message },
      { header: 'Asked by', value: (r) => r.requested_by },
      { header: 'Status', value: (r) => r.status },
      { header: 'Asked at', value: (r) => r.created_at.toISOString() },
    ],
  },
};
