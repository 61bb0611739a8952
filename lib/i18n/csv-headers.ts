/**
 * CSV column headers in the reader's language (issue 26). A header is plain text without
 * arguments, so the `csv` catalogue is keyed by the English header itself: the modules keep
 * declaring `{ header: 'Admission no', value }` and the export translates at the last moment.
 * A header missing from the catalogue stays English (the catalogue test lists every literal
 * header, so that is a defect it catches, not a silent gap).
 */
import { catalogue } from './catalogue';
import type { Locale } from './locales';

export function csvHeader(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const translated = catalogue(locale, 'csv')[english];
  return typeof translated === 'string' ? translated : english;
}
