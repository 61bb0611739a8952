/**
 * The period screen's choice of lesson: a teacher's lessons of a day (GET /api/timetables/teacher)
 * as `class_section_id:period_id` keys, and the one to open first — the lesson going on now,
 * else the next one, else (the day is over) the last one.
 */
export type DayLesson = {
  period_id: number;
  period: string;
  start_time: string;
  end_time: string;
  class_section_id: number;
  class_section: string;
  subject: string;
  cover: boolean;
};

export const lessonKey = (l: Pick<DayLesson, 'class_section_id' | 'period_id'>) =>
  `${l.class_section_id}:${l.period_id}`;

/** The lesson on at `now` (`HH:MM`), else the next, else the last of the day; none on an empty day. */
export function lessonAt(lessons: readonly DayLesson[], now: string): DayLesson | undefined {
  const ordered = [...lessons].sort((a, b) => (a.start_time < b.start_time ? -1 : 1));
  return ordered.find((l) => now < l.end_time) ?? ordered.at(-1);
}

/** `HH:MM` now in the school's time zone. */
export function clockIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}
