/**
 * Dates written the school's way. The formats are the ones school settings offer; the API
 * always speaks ISO (YYYY-MM-DD), and only screens and exports write a school's format.
 */
import { datePartsOf, type IsoDate } from './dates';
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
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

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

/** An instant (a timestamp) as the date it fell on in the school's zone, in its format. */
export function formatInstantDate(
  instant: Date | string,
  format: DateFormat,
  timeZone: string,
): string {
  return formatDate(dateInZone(instant, timeZone), format);
}
