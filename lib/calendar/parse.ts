/**
 * A date typed in a school's format, read back as ISO. Its own module: what a screen's date
 * field reads stays out of the shell's bundle, which carries only the formatting (format.ts).
 */
import { datePartsOf, isoDateOf, type IsoDate } from './dates';
import { MONTHS, type DateFormat } from './format';

const PATTERNS: Record<DateFormat, { pattern: RegExp; order: ('d' | 'm' | 'y')[] }> = {
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['d', 'm', 'y'] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['m', 'd', 'y'] },
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: ['y', 'm', 'd'] },
  'DD-MM-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: ['d', 'm', 'y'] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['d', 'm', 'y'] },
  'DD MMM YYYY': { pattern: /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/, order: ['d', 'm', 'y'] },
};

/** A date typed in a school's format, as an ISO date; null when it is not a real date. */
export function parseDate(text: string, format: DateFormat): IsoDate | null {
  const { pattern, order } = PATTERNS[format];
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const value = (part: 'd' | 'm' | 'y') => match[order.indexOf(part) + 1] ?? '';
  const monthText = value('m');
  const month = /^\d+$/.test(monthText)
    ? Number(monthText)
    : MONTHS.findIndex((m) => m.toLowerCase() === monthText.toLowerCase()) + 1;
  if (month < 1) return null;
  const iso = isoDateOf({ year: Number(value('y')), month, day: Number(value('d')) });
  return datePartsOf(iso) ? iso : null;
}
