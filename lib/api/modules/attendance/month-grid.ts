/**
 * A month grid, shared by students and staff: the days of the month with what each is
 * (working, weekly off, holiday and its title), one row per person with a status per marked
 * day, their totals and attendance %, and the whole group's totals. Its CSV has a code per
 * day (P, A, L, H, LV; HOL for a holiday, blank for an off day) and the totals.
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
import { csvResponse, type CsvColumn } from '../../http/csv';
import { attendancePercent, countStatuses, emptyCounts, type StatusCounts } from './rules';
import { STATUS_CODES, STATUS_LABELS, type AttendanceStatus } from './schemas';

export type GridDay = { date: IsoDate; weekday: Weekday; kind: DayKind; holiday: string | null };
export type GridMark = {
  personId: number;
  date: IsoDate;
  status: AttendanceStatus;
  withoutPay?: boolean;
};
export type GridRow<P> = P & {
  marks: Record<IsoDate, AttendanceStatus>;
  counts: StatusCounts;
  /** Days of leave without pay (a half day of leave counts half). */
  without_pay: number;
  percent: number | null;
};

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

export function gridRows<P extends { id: number }>(
  people: readonly P[],
  marks: readonly GridMark[],
): { rows: GridRow<P>[]; totals: StatusCounts; percent: number | null } {
  const byPerson = new Map<number, GridMark[]>();
  for (const m of marks) byPerson.set(m.personId, [...(byPerson.get(m.personId) ?? []), m]);
  const totals = emptyCounts();
  const rows = people.map((p) => {
    const own = byPerson.get(p.id) ?? [];
    const counts = countStatuses(own.map((m) => m.status));
    for (const s of Object.keys(counts) as AttendanceStatus[]) totals[s] += counts[s];
    const withoutPayHalves = own
      .filter((m) => m.withoutPay)
      .reduce((n, m) => n + (m.status === 'half_day' ? 1 : 2), 0);
    return {
      ...p,
      marks: Object.fromEntries(own.map((m) => [m.date, m.status])),
      counts,
      without_pay: withoutPayHalves / 2,
      percent: attendancePercent(counts),
    };
  });
  return { rows, totals, percent: attendancePercent(totals) };
}

const dayCode = (day: GridDay, status: AttendanceStatus | undefined) =>
  status ? STATUS_CODES[status] : day.kind === 'holiday' ? 'HOL' : '';

/** The grid as CSV: the person's own columns, a code per day, then the totals and %. */
export function gridCsv<P extends { id: number }>(
  fileName: string,
  personColumns: CsvColumn<GridRow<P>>[],
  days: readonly GridDay[],
  rows: readonly GridRow<P>[],
  withPay = false,
): Response {
  const columns: CsvColumn<GridRow<P>>[] = [
    ...personColumns,
    ...days.map((d) => ({
      header: String(datePartsOf(d.date)?.day ?? d.date),
      value: (r: GridRow<P>) => dayCode(d, r.marks[d.date]),
    })),
    ...(Object.keys(STATUS_LABELS) as AttendanceStatus[]).map((s) => ({
      header: STATUS_LABELS[s],
      value: (r: GridRow<P>) => r.counts[s],
    })),
    ...(withPay ? [{ header: 'Without pay', value: (r: GridRow<P>) => r.without_pay }] : []),
    { header: 'Attendance %', value: (r) => r.percent ?? '' },
  ];
  async function* once() {
    yield [...rows];
  }
  return csvResponse(fileName, columns, once());
}
