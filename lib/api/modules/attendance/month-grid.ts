/**
 * A month grid, shared by students and staff: the days of the month with what each is
 * (working, weekly off, holiday and its title), one row per person with a mark per marked day
 * (a student's attendance code, a staff member's status), their counts and attendance %, and
 * the whole group's totals. Its CSV has the short code per day (P, A, L, H, LV or the school's
 * own; HOL for a holiday, blank for an off day) and the counts.
 */

import {
  datePartsOf,
  dayKind,
  eachDay,
  holidayOn,
  monthBounds,
  weekdayOf,
  type DayKind,
  type IsoDate,
  type SchoolCalendar,
  type Weekday,
} from '../../../calendar';
import type { CountsAs } from '../../../db/schema/attendance-values';
import { csvResponse, type CsvColumn } from '../../http/csv';
import { attendancePercent, emptyTally, tallyOf, type Tally } from './rules';

export type GridDay = { date: IsoDate; weekday: Weekday; kind: DayKind; holiday: string | null };
/** A mark's value: a student's attendance code id, or a staff member's status. */
export type GridMark<K extends string | number> = {
  personId: number;
  date: IsoDate;
  value: K;
  withoutPay?: boolean;
};
export type GridRow<P, K extends string | number> = P & {
  marks: Record<IsoDate, K>;
  /** Marks per value (every value of the legend, zero included). */
  counts: Record<K, number>;
  /** Marks by what they count as: the percentage's input. */
  tally: Tally;
  /** Days of leave without pay (a half day of leave counts half). */
  without_pay: number;
  percent: number | null;
};
/** The values a grid may hold, in order: their column header and their letters in the CSV. */
export type GridLegend<K extends string | number> = {
  key: K;
  label: string;
  code: string;
  countsAs: CountsAs;
}[];

export function monthRange(month: string): { first: IsoDate; last: IsoDate } {
  return monthBounds(`${month}-01`);
}

export function monthDays(month: string, calendar: SchoolCalendar): GridDay[] {
  const { first, last } = monthRange(month);
  return [...eachDay(first, last)].map((date) => ({
    date,
    weekday: weekdayOf(date),
    kind: dayKind(date, calendar),
    holiday: holidayOn(date, calendar.holidays)?.title ?? null,
  }));
}

const zeroes = <K extends string | number>(legend: GridLegend<K>) =>
  Object.fromEntries(legend.map((l) => [l.key, 0])) as Record<K, number>;

export function gridRows<P extends { id: number }, K extends string | number>(
  people: readonly P[],
  marks: readonly GridMark<K>[],
  legend: GridLegend<K>,
): { rows: GridRow<P, K>[]; counts: Record<K, number>; totals: Tally; percent: number | null } {
  const countsAs = new Map(legend.map((l) => [l.key, l.countsAs]));
  const byPerson = new Map<number, GridMark<K>[]>();
  for (const m of marks) byPerson.set(m.personId, [...(byPerson.get(m.personId) ?? []), m]);
  const totals = emptyTally();
  const allCounts = zeroes(legend);
  const rows = people.map((p) => {
    const own = byPerson.get(p.id) ?? [];
    const counts = zeroes(legend);
    for (const m of own) {
      counts[m.value] = (counts[m.value] ?? 0) + 1;
      allCounts[m.value] = (allCounts[m.value] ?? 0) + 1;
    }
    const tally = tallyOf(own.map((m) => countsAs.get(m.value) ?? 'absent'));
    for (const c of Object.keys(tally) as CountsAs[]) totals[c] += tally[c];
    const withoutPayHalves = own
      .filter((m) => m.withoutPay)
      .reduce((n, m) => n + (countsAs.get(m.value) === 'half' ? 1 : 2), 0);
    return {
      ...p,
      marks: Object.fromEntries(own.map((m) => [m.date, m.value])) as Record<IsoDate, K>,
      counts,
      tally,
      without_pay: withoutPayHalves / 2,
      percent: attendancePercent(tally),
    };
  });
  return { rows, counts: allCounts, totals, percent: attendancePercent(totals) };
}

/** The grid as CSV: the person's own columns, a code per day, then the counts and %. */
export function gridCsv<P extends { id: number }, K extends string | number>(
  fileName: string,
  personColumns: CsvColumn<GridRow<P, K>>[],
  days: readonly GridDay[],
  rows: readonly GridRow<P, K>[],
  legend: GridLegend<K>,
  withPay = false,
): Response {
  const codes = new Map(legend.map((l) => [l.key, l.code]));
  const dayCode = (day: GridDay, value: K | undefined) =>
    value !== undefined ? (codes.get(value) ?? '?') : day.kind === 'holiday' ? 'HOL' : '';
  const columns: CsvColumn<GridRow<P, K>>[] = [
    ...personColumns,
    ...days.map((d) => ({
      header: String(datePartsOf(d.date)?.day ?? d.date),
      value: (r: GridRow<P, K>) => dayCode(d, r.marks[d.date]),
    })),
    ...legend.map((l) => ({
      header: l.label,
      value: (r: GridRow<P, K>) => r.counts[l.key],
    })),
    ...(withPay ? [{ header: 'Without pay', value: (r: GridRow<P, K>) => r.without_pay }] : []),
    { header: 'Attendance %', value: (r) => r.percent ?? '' },
  ];
  async function* once() {
    yield [...rows];
  }
  return csvResponse(fileName, columns, once());
}
