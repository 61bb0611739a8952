'use client';
/**
 * The calendar of a date field (react-day-picker: a month grid with the ARIA grid pattern,
 * arrow keys, Page Up/Down for months, Home/End for the week, in the page's language). Loaded
 * only when someone opens a calendar (date-input.tsx imports it dynamically), so neither the
 * shell nor any screen's first load carries it.
 *
 * Dates cross as ISO strings; inside, a day is a local Date at noon, so no time zone or
 * daylight-saving shift can move it to the day before.
 */
import { DayPicker, type Locale } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { fr } from 'react-day-picker/locale/fr';
import { hi } from 'react-day-picker/locale/hi';
import 'react-day-picker/style.css';
import { datePartsOf, isoDateOf, type IsoDate } from '@/lib/calendar';

const LOCALES: Record<string, Locale> = { ar, fr, hi };

const dayOf = (iso: IsoDate | null): Date | undefined => {
  const parts = iso ? datePartsOf(iso) : null;
  return parts ? new Date(parts.year, parts.month - 1, parts.day, 12) : undefined;
};
const isoOf = (d: Date) =>
  isoDateOf({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });

export default function DateCalendar(props: {
  value: IsoDate | null;
  /** Today in the school's time zone (not the browser's). */
  today: IsoDate;
  locale: string;
  label: string;
  max?: IsoDate;
  onPick: (value: IsoDate) => void;
}) {
  const selected = dayOf(props.value);
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      aria-label={props.label}
      selected={selected}
      defaultMonth={selected ?? dayOf(props.today)}
      today={dayOf(props.today)}
      locale={LOCALES[props.locale]}
      dir={props.locale === 'ar' ? 'rtl' : 'ltr'}
      disabled={props.max ? { after: dayOf(props.max) as Date } : undefined}
      captionLayout="dropdown"
      startMonth={new Date(1900, 0)}
      endMonth={new Date(2100, 11)}
      onSelect={(day) => {
        if (day) props.onPick(isoOf(day));
      }}
    />
  );
}
