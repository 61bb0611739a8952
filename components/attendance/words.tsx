'use client';
/**
 * The attendance screens' shared words in the page's language (issue 26): each status's label,
 * its one-letter code and its tally ("2 absent"), a school code's name and short code, the %
 * and the grid's weekday names. Weekdays
 * and numbers come from Intl in the page's locale, not from the catalogue.
 */
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { STATUS_CODES, STATUS_LABELS } from '@/lib/api/modules/attendance/types';
import type { AttendanceCode } from './codes';
import type { AttendanceStatus } from './status';

/** The `<strong>` of a rich message: `t.rich('key', { strong })`. */
export const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

const PLAIN_DATE = (date: string) => new Date(`${date}T00:00:00Z`);

export function useAttendanceWords() {
  const t = useTranslations('attendance');
  const locale = useLocale();
  const label: Record<AttendanceStatus, string> = {
    present: t('status.present'),
    absent: t('status.absent'),
    late: t('status.late'),
    half_day: t('status.halfDay'),
    on_leave: t('status.onLeave'),
  };
  const code: Record<AttendanceStatus, string> = {
    present: t('code.present'),
    absent: t('code.absent'),
    late: t('code.late'),
    half_day: t('code.halfDay'),
    on_leave: t('code.onLeave'),
  };
  const tally = (status: AttendanceStatus, count: number) =>
    ({
      present: () => t('tally.present', { count }),
      absent: () => t('tally.absent', { count }),
      late: () => t('tally.late', { count }),
      half_day: () => t('tally.halfDay', { count }),
      on_leave: () => t('tally.onLeave', { count }),
    })[status]();
  const percentFormat = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  // Attendance days are plain dates: read and named in UTC so no zone moves them a day.
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // A grid column is narrow: Arabic's short names are its long ones, so it takes the one-letter
  // forms its calendars print; the other languages' short names fit.
  const weekdayShort = new Intl.DateTimeFormat(locale, {
    weekday: locale === 'ar' ? 'narrow' : 'short',
    timeZone: 'UTC',
  });
  return {
    label,
    code,
    tally,
    /**
     * A school code's name and short code: one of the five original codes still named as
     * seeded reads in the page's language; a renamed or school-made code as the school wrote it.
     */
    codeLabel: (c: Pick<AttendanceCode, 'builtin' | 'name'>) =>
      c.builtin && c.name === STATUS_LABELS[c.builtin] ? label[c.builtin] : c.name,
    codeShort: (c: Pick<AttendanceCode, 'builtin' | 'code'>) =>
      c.builtin && c.code === STATUS_CODES[c.builtin] ? code[c.builtin] : c.code,
    /** The % as the API sends it (one decimal), or a dash when nothing is marked. */
    percent: (percent: number | null | undefined) =>
      percent === null || percent === undefined ? '—' : percentFormat.format(percent / 100),
    weekday: (date: string) => weekdayLong.format(PLAIN_DATE(date)),
    weekdayShort: (date: string) => weekdayShort.format(PLAIN_DATE(date)),
  };
}
