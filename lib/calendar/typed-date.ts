/**
 * A date typed into a date field (components/ui/date-input.tsx). Its own module, outside the
 * index: the shell's bundle carries lib/calendar's formatting, and this is only for screens.
 */
import type { IsoDate } from './dates';
import type { DateFormat } from './format';
import { parseDate } from './parse';

/**
 * A date as someone typed it into a date field: the school's format, or the API's own ISO
 * (pasted, or typed by a test); null when it is neither a real date in one of them.
 */
export function readTypedDate(text: string, format: DateFormat): IsoDate | null {
  const trimmed = text.trim();
  const iso = parseDate(trimmed, format) ?? parseDate(trimmed, 'YYYY-MM-DD');
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : null;
}
