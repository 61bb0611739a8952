/**
 * Words the API declares in English and hands to the reader as they are — CSV column headers,
 * dashboard figures and chart titles — in the reader's language (issue 26). Such a label is
 * plain text without arguments, so the `labels` catalogue is keyed by the English itself: the
 * modules keep declaring `{ header: 'Admission no', value }` or `{ label: 'Students' }` and the
 * response translates at the last moment. A label missing from the catalogue stays English
 * (english-labels.test.ts lists every literal label, so that is a defect it catches).
 */
import { catalogue } from './catalogue';
import type { Locale } from './locales';

export function englishLabel(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const translated = catalogue(locale, 'labels')[english];
  return typeof translated === 'string' ? translated : english;
}
