/** Bell periods for the solver's tests written by hand (solver.test.ts, rooms.test.ts). */
import type { SolverSlot } from './instance';

export const slot = (day: number, periodId: number, start: string, end: string): SolverSlot => ({
  day,
  periodId,
  start,
  end,
  period: `Period ${periodId}`,
});

/** Monday to Friday, two periods a day (ids 1 and 2). */
export const WEEK = [1, 2, 3, 4, 5].flatMap((d) => [
  slot(d, 1, '09:00', '09:45'),
  slot(d, 2, '09:45', '10:30'),
]);
