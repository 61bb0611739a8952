/**
 * The session year proposed after a given one, when a promotion has nowhere to go: it starts
 * the day after the current one ends and lasts as long (its end a year after the current end),
 * and its name moves every year in it on by one ("2025-26" → "2026-27", "2025/2026" →
 * "2026/2027"). The user can change all three before it is created.
 */
import { addDays, datePartsOf, daysInMonth, isoDateOf, type IsoDate } from '@/lib/calendar';

const aYearLater = (date: IsoDate): IsoDate => {
  const parts = datePartsOf(date);
  if (!parts) return date;
  const year = parts.year + 1;
  return isoDateOf({
    year,
    month: parts.month,
    day: Math.min(parts.day, daysInMonth(year, parts.month)),
  });
};

/** Four-digit years, and two-digit ones written after a separator ("2025-26"), each one on. */
export function nextName(name: string): string {
  return name
    .replace(/\d{4}/g, (y) => String(Number(y) + 1))
    .replace(
      /([-/–])(\d{2})(?!\d)/g,
      (_, sep: string, yy: string) => `${sep}${String((Number(yy) + 1) % 100).padStart(2, '0')}`,
    );
}

export function nextSessionYear(current: { name: string; start_date: IsoDate; end_date: IsoDate }) {
  return {
    name: nextName(current.name),
    start_date: addDays(current.end_date, 1),
    end_date: aYearLater(current.end_date),
  };
}
