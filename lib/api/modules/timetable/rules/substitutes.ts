/**
 * Who could cover a lesson: teachers free then (no lesson of theirs meets it that weekday, no
 * cover already given to them meets it on that date, not unavailable, not absent), the same
 * subject's teachers first, then the fewest covers in the date's week, then by name.
 */
import type { DayPortion } from '../../../../calendar';
import { meets, type Slot } from './lessons';

export type Candidate = {
  userId: number;
  name: string;
  subjectIds: ReadonlySet<number>;
  /** Their own lessons on the lesson's weekday and their covers on the date, as slots. */
  busy: readonly Slot[];
  unavailable: readonly Slot[];
  coversThisWeek: number;
};

export type Suggestion = {
  user_id: number;
  name: string;
  same_subject: boolean;
  covers_this_week: number;
};

export function suggestSubstitutes(
  lesson: Slot & { subjectId: number },
  candidates: readonly Candidate[],
  absent: ReadonlySet<number>,
  limit = 5,
): Suggestion[] {
  return candidates
    .filter(
      (c) =>
        !absent.has(c.userId) &&
        !c.busy.some((slot) => meets(slot, lesson)) &&
        !c.unavailable.some((slot) => meets(slot, lesson)),
    )
    .map((c) => ({
      user_id: c.userId,
      name: c.name,
      same_subject: c.subjectIds.has(lesson.subjectId),
      covers_this_week: c.coversThisWeek,
    }))
    .sort(
      (a, b) =>
        Number(b.same_subject) - Number(a.same_subject) ||
        a.covers_this_week - b.covers_this_week ||
        a.name.localeCompare(b.name) ||
        a.user_id - b.user_id,
    )
    .slice(0, limit);
}

/** Monday and Sunday of the ISO week holding `date`. */
export function weekOf(date: string): { monday: string; sunday: string } {
  const at = new Date(`${date}T00:00:00Z`);
  const offset = (at.getUTCDay() + 6) % 7;
  const shift = (days: number) =>
    new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return { monday: shift(-offset), sunday: shift(6 - offset) };
}

/** A day's lessons that need a cover: every teacher of the lesson is absent. */
export function lessonsToCover<L extends { teacherIds: readonly number[] }>(
  lessons: readonly L[],
  absent: ReadonlySet<number>,
): L[] {
  return lessons.filter(
    (l) => l.teacherIds.length > 0 && l.teacherIds.every((id) => absent.has(id)),
  );
}

export type DayHalf = 'first_half' | 'second_half';

const minutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Which half of the school day a lesson is in, for half-day leave: the first when it starts
 * before the middle of its bell plan's lessons (the first period's start to the last period's
 * end, breaks inside counted), else the second. With six 40-minute periods and a break after
 * the third, periods 1–3 are the first half and 4–6 the second; a lesson that straddles the
 * middle belongs to the half it starts in.
 */
export function halfOfDay(start: string, span: { start: string; end: string }): DayHalf {
  const middle = (minutes(span.start) + minutes(span.end)) / 2;
  return minutes(start) < middle ? 'first_half' : 'second_half';
}

/** Each bell plan's span of lessons (breaks at either end left out), by plan id. */
export function planSpans(
  periods: Iterable<{ scheduleId: number; kind: 'period' | 'break'; start: string; end: string }>,
): Map<number, { start: string; end: string }> {
  const spans = new Map<number, { start: string; end: string }>();
  for (const p of periods) {
    if (p.kind !== 'period') continue;
    const span = spans.get(p.scheduleId);
    spans.set(p.scheduleId, {
      start: span && span.start < p.start ? span.start : p.start,
      end: span && span.end > p.end ? span.end : p.end,
    });
  }
  return spans;
}

/** The teachers away during a half of the day: away the whole day, or that half (null: unknown, whole days only). */
export function absentInHalf(
  absences: ReadonlyMap<number, DayPortion>,
  half: DayHalf | null,
): Set<number> {
  return new Set(
    [...absences].filter(([, portion]) => portion === 'full' || portion === half).map(([id]) => id),
  );
}
