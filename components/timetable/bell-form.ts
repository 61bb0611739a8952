/**
 * A bell schedule as its form holds it (strings, periods as rows) and the body the API takes
 * (bell-form.test.ts). A new plan starts with a morning of six periods and a break, which an
 * office adjusts rather than types from nothing.
 */
import type { BellPeriod } from './types';

export type PeriodRow = {
  name: string;
  kind: 'period' | 'break';
  start_time: string;
  end_time: string;
};
export type BellForm = { name: string; shift_id: string; days: number[]; periods: PeriodRow[] };
export type BellPlan = {
  id: number;
  name: string;
  shift_id: number | null;
  days: number[];
  periods: BellPeriod[];
};

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The row after `rows`: starting when the last ends, as long as the last period (a break's
 * length is not a lesson's); 40 minutes from 09:00 for the first.
 */
export function nextRow(rows: readonly PeriodRow[], name: string): PeriodRow {
  const last = rows.at(-1);
  if (!last) return { name, kind: 'period', start_time: '09:00', end_time: '09:40' };
  const lesson = rows.findLast((r) => r.kind === 'period') ?? last;
  const length = Math.max(5, toMinutes(lesson.end_time) - toMinutes(lesson.start_time));
  return {
    name,
    kind: 'period',
    start_time: last.end_time,
    end_time: toTime(toMinutes(last.end_time) + length),
  };
}

export function blankForm(periodName: (n: number) => string, breakName: string): BellForm {
  const periods: PeriodRow[] = [];
  for (let n = 1; n <= 6; n += 1) {
    periods.push(nextRow(periods, periodName(n)));
    if (n === 3) {
      const start = periods.at(-1)?.end_time ?? '11:00';
      periods.push({
        name: breakName,
        kind: 'break',
        start_time: start,
        end_time: toTime(toMinutes(start) + 20),
      });
    }
  }
  return { name: '', shift_id: '', days: [1, 2, 3, 4, 5], periods };
}

export function formOf(plan: BellPlan): BellForm {
  return {
    name: plan.name,
    shift_id: plan.shift_id === null ? '' : String(plan.shift_id),
    days: [...plan.days],
    periods: plan.periods.map(({ name, kind, start_time, end_time }) => ({
      name,
      kind,
      start_time,
      end_time,
    })),
  };
}

export function bodyOf(form: BellForm) {
  return {
    name: form.name,
    shift_id: form.shift_id ? Number(form.shift_id) : null,
    days: [...form.days].sort((a, b) => a - b),
    periods: form.periods,
  };
}

export function toggleDay(days: readonly number[], day: number): number[] {
  return days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b);
}
