/**
 * Who counts what a plan limits: the people module counts active students, identity active
 * staff. Subscriptions sits below both (people asks it for room before adding anyone), so it
 * does not import them: each registers its count here (from its manifest's `connect`), and the
 * school's /subscription page and the provider's list of schools read usage through it.
 */
import type { Executor } from '../../../db/client';
import type { LimitKind } from '../../../plans/state';

export type UsageCount = {
  /** The school's count now. */
  ofSchool: (tx: Executor, schoolId: number) => Promise<number>;
  /** Every school's count (schools with none may be missing). */
  perSchool: (tx: Executor) => Promise<Map<number, number>>;
};

const counts = new Map<LimitKind, UsageCount>();

export function countUsageWith(kind: LimitKind, count: UsageCount): void {
  counts.set(kind, count);
}

export function usageCount(kind: LimitKind): UsageCount {
  const count = counts.get(kind);
  if (!count) throw new Error(`No module counts ${kind} for the plan (a module’s manifest, its connect).`);
  return count;
}
