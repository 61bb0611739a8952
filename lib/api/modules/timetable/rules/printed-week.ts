/**
 * What a printed week shows (lib/pdf/timetable.ts lays it out): a class-section's periods by
 * their place in the day (a short Friday's third period sits beside Monday's, its own times
 * noted when they differ), and a teacher's lessons by time slot (their classes may follow
 * different shifts' bells). Pure: the route hands in what it read.
 */
import type { PrintedWeek, WeekRow } from '../../../../pdf/timetable';

export type PrintedPeriod = {
  id: number;
  name: string;
  kind: 'period' | 'break';
  start_time: string;
  end_time: string;
};
export type PrintedCell = {
  day: number;
  period_id: number;
  subject: string;
  teachers: string[];
  room: string | null;
};
export type PrintedLesson = {
  day: number;
  period: string;
  start: string;
  end: string;
  classSection: string;
  subject: string;
  room: string | null;
};
type Heading = { heading: string; note: string };

const span = (start: string, end: string) => `${start.slice(0, 5)}–${end.slice(0, 5)}`;

/** A weekday's name (ISO 1 = Monday) in the reader's language. */
export function weekdayName(day: number, locale: string): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

export function classWeek(
  head: Heading,
  days: readonly { day: number; periods: readonly PrintedPeriod[] }[],
  cells: readonly PrintedCell[],
  locale: string,
): PrintedWeek {
  const longest = days.reduce<readonly PrintedPeriod[]>(
    (most, d) => (d.periods.length > most.length ? d.periods : most),
    [],
  );
  const rows: WeekRow[] = longest.map((p) => ({
    label: p.name,
    time: span(p.start_time, p.end_time),
    isBreak: p.kind === 'break',
  }));
  const at = new Map(cells.map((c) => [`${c.day}:${c.period_id}`, c]));
  return {
    ...head,
    columns: days.map((d) => weekdayName(d.day, locale)),
    rows,
    cells: rows.map((row, r) =>
      days.map(({ day, periods }) => {
        const period = periods[r];
        const cell = period && at.get(`${day}:${period.id}`);
        if (!period || !cell) return [];
        const own = span(period.start_time, period.end_time);
        return [
          cell.subject,
          cell.teachers.join(', '),
          ...(cell.room ? [cell.room] : []),
          ...(own === row.time ? [] : [own]),
        ].filter(Boolean);
      }),
    ),
  };
}

export function teacherWeek(
  head: Heading,
  weekdays: readonly number[],
  lessons: readonly PrintedLesson[],
  locale: string,
): PrintedWeek {
  const slots = [...new Map(lessons.map((l) => [span(l.start, l.end), l])).values()].sort((a, b) =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : 1,
  );
  return {
    ...head,
    columns: weekdays.map((d) => weekdayName(d, locale)),
    rows: slots.map((l) => ({ label: l.period, time: span(l.start, l.end), isBreak: false })),
    cells: slots.map((slot) =>
      weekdays.map((day) =>
        lessons
          .filter((l) => l.day === day && l.start === slot.start && l.end === slot.end)
          .flatMap((l) => [l.classSection, l.subject, ...(l.room ? [l.room] : [])]),
      ),
    ),
  };
}
