/**
 * Dates written the school's way. The formats are the ones school settings offer; the API
 * always speaks ISO (YYYY-MM-DD), and only screens and exports write a school's format.
 */
import { datePartsOf, isoDateOf, type IsoDate } from './dates';
import { dateInZone } from './zone';

export const DATE_FORMATS = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'DD MMM YYYY',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export function isDateFormat(value: unknown): value is DateFormat {
  return (DATE_FORMATS as readonly unknown[]).includes(value);
}

// English month names, like the rest of the interface; fixed so server and browser agree.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An ISO date in a school's format; anything that is not a real date comes back unchanged. */
export function formatDate(date: IsoDate, format: DateFormat): string {
  const parts = datePartsOf(date);
  if (!parts) return date;
  const dd = pad(parts.day);
  const mm = pad(parts.month);
  const yyyy = pad(parts.year, 4);
  switch (format) {
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${yyyy}`;
    case 'MM/DD/YYYY':
      return `${mm}/${dd}/${yyyy}`;
    case 'YYYY-MM-DD':
      return `${yyyy}-${mm}-${dd}`;
    case 'DD-MM-YYYY':
      return `${dd}-${mm}-${yyyy}`;
    case 'DD.MM.YYYY':
      return `${dd}.${mm}.${yyyy}`;
    case 'DD MMM YYYY':
      return `${dd} ${MONTHS[parts.month - 1]} ${yyyy}`;
  }
}

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

/** An instant (a timestamp) as the date it fell on in the school's zone, in its format. */
export function formatInstantDate(
  instant: Date | string,
  format: DateFormat,
  timeZone: string,
): string {
  return formatDate(dateInZone(instant, timeZone), format);
}
