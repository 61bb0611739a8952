/**
 * Plan limits, enforced where people are added (admission, an accepted application, an import,
 * a new teacher or staff member): the caller counts its own rows, this checks them against the
 * plan under a lock on the school's current subscription, so two admissions at the last free
 * place cannot both pass.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { plans, subscriptions } from '../../../db/schema/subscriptions';
import { limitProblem, type LimitKind } from '../../../plans/state';
import { ApiError } from '../../http/errors';

/**
 * Refuses (409, naming the limit and the plan) when `adding` more of `kind` would pass the
 * plan's limit. `countUsed` runs only when there is a limit, after the lock is taken. Call it
 * inside the write's transaction, before the rows are written.
 */
export async function assertRoomFor(
  tx: Executor,
  schoolId: number,
  kind: LimitKind,
  adding: number,
  countUsed: () => Promise<number>,
): Promise<void> {
  if (adding <= 0) return;
  const [current] = await tx
    .select({
      plan: plans.name,
      students: plans.studentLimit,
      staff: plans.staffLimit,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.schoolId, schoolId), isNull(subscriptions.replacedAt)))
    .for('update', { of: subscriptions });
  const limit = current?.[kind] ?? null;
  if (!current || limit === null) return;
  const problem = limitProblem({
    kind,
    plan: current.plan,
    limit,
    used: await countUsed(),
    adding,
  });
  if (problem) throw new ApiError('conflict', problem);
}

/**
 * The notifications a minute each school's current plan allows, for the schools that have
 * such a limit (the notifications' deliver queue holds each school to it, under the
 * deployment's ceiling). Set by the provider on the plan.
 */
export async function notificationRatesOf(
  db: Executor,
  schoolIds: readonly number[],
): Promise<Map<number, number>> {
  if (!schoolIds.length) return new Map();
  const rows = await db
    .select({ schoolId: subscriptions.schoolId, perMinute: plans.notificationsPerMinute })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        inArray(subscriptions.schoolId, [...schoolIds]),
        isNull(subscriptions.replacedAt),
        isNotNull(plans.notificationsPerMinute),
      ),
    );
  return new Map(rows.map((r) => [r.schoolId, r.perMinute ?? Infinity]));
}
