/**
 * A lesson as the rules see it: one cell of a timetable with what the cell points at resolved
 * (its weekday and times from the bell period, its teachers from the class-subject, its room).
 * Times are `HH:MM` or `HH:MM:SS` strings, compared as text (both sides alike).
 */
export type Lesson = {
  classSectionId: number;
  /** "Grade 5 - A": the class the messages name. */
  classSection: string;
  classSubjectId: number;
  subjectId: number;
  subject: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  day: number;
  periodId: number;
  period: string;
  start: string;
  end: string;
  teacherIds: readonly number[];
  roomId: number | null;
};

export type Slot = { day: number; start: string; end: string };

/** Two slots meet on the same weekday when their times overlap (end exclusive: 9–10 and 10–11 do not). */
export const meets = (a: Slot, b: Slot) => a.day === b.day && a.start < b.end && b.start < a.end;

/** ISO weekday of a `YYYY-MM-DD` date (1 = Monday … 7 = Sunday). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
