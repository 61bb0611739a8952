/**
 * A bell schedule's own consistency: each period ends after it starts, no two overlap, and a
 * weekday belongs to at most one plan of a shift (a short Friday is a plan of its own).
 */
export type BellPeriod = { start_time: string; end_time: string };

/** The index of the first period that ends before it starts or overlaps an earlier one. */
export function firstBadPeriod(
  periods: readonly BellPeriod[],
): { index: number; reason: 'order' | 'overlap' } | null {
  for (const [index, p] of periods.entries()) {
    if (p.end_time <= p.start_time) return { index, reason: 'order' };
    const overlapping = periods
      .slice(0, index)
      .some((q) => p.start_time < q.end_time && q.start_time < p.end_time);
    if (overlapping) return { index, reason: 'overlap' };
  }
  return null;
}

/** The weekdays of `days` already planned by another schedule of the same shift. */
export function daysTaken(
  days: readonly number[],
  otherPlans: readonly (readonly number[])[],
): number[] {
  const taken = new Set(otherPlans.flat());
  return days.filter((d) => taken.has(d));
}
