'use client';
/**
 * A month grid (students or staff × days): a short code per cell (a student's attendance code
 * in its colour, a staff member's status), holidays and weekly off days shaded with their name
 * in the column's title, the counts and the % of each row, and the group's line at the foot.
 * Wide months scroll sideways with the names kept in view.
 */
import type { CSSProperties, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import type { AttendanceCode } from './codes';
import { ATTENDANCE_STATUSES } from './status';
import { useAttendanceWords } from './words';

export type GridDay = { date: string; weekday: string; kind: string; holiday: string | null };
export type GridRow = {
  id: number;
  name: string;
  /** The mark of each marked day: a code id (students) or a status (staff). */
  marks: Record<string, string | number>;
  counts: Record<string, number>;
  without_pay?: number;
  percent: number | null;
};
/** What a grid's marks may be: their column, name, short code and look. */
export type GridLegend = {
  key: string;
  label: string;
  short: string;
  className?: string;
  style?: CSSProperties;
}[];

/** The staff's five statuses as a legend (their colours from the stylesheet). */
export function useStatusLegend(): GridLegend {
  const words = useAttendanceWords();
  return ATTENDANCE_STATUSES.map((s) => ({
    key: s,
    label: words.label[s],
    short: words.code[s],
    className: `attendance-${s}`,
  }));
}

/** A school's codes as a legend: each in its own colour. */
export function useCodeLegend(codes: readonly AttendanceCode[] | undefined): GridLegend {
  const words = useAttendanceWords();
  return (codes ?? []).map((c) => ({
    key: String(c.id),
    label: words.codeLabel(c),
    short: words.codeShort(c),
    style: { color: c.colour, fontWeight: 600 },
  }));
}

const dayNumber = (date: string) => Number(date.split('-')[2]);
const shade = (d: GridDay) =>
  d.kind === 'holiday' ? 'attendance-holiday' : d.kind === 'weekly_off' ? 'attendance-off' : '';

export function MonthGrid({
  caption,
  legend,
  days,
  rows,
  footer,
  showWithoutPay = false,
  nameCell,
}: {
  caption: string;
  legend: GridLegend;
  days: GridDay[];
  rows: GridRow[];
  footer?: { label: string; counts: Record<string, number>; percent: number | null };
  showWithoutPay?: boolean;
  nameCell?: (row: GridRow) => ReactNode;
}) {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
  const byKey = new Map(legend.map((l) => [l.key, l]));
  const dayTitle = (d: GridDay) =>
    d.kind === 'holiday'
      ? t('grid.holiday', { holiday: d.holiday ?? '' })
      : d.kind === 'weekly_off'
        ? t('grid.weeklyOff')
        : words.weekday(d.date);
  return (
    // A month's 31 days scroll sideways inside on a phone: a named region the keyboard reaches.
    <div
      className="table-responsive attendance-grid"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <Table bordered size="sm" className="mb-2 align-middle text-center">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-start attendance-name">
              {t('grid.name')}
            </th>
            {days.map((d) => (
              <th key={d.date} scope="col" className={shade(d)} title={dayTitle(d)}>
                <abbr title={dayTitle(d)} className="text-decoration-none">
                  {dayNumber(d.date)}
                </abbr>
                <span className="d-block small fw-normal">{words.weekdayShort(d.date)}</span>
              </th>
            ))}
            {legend.map((l) => (
              <th key={l.key} scope="col" title={l.label}>
                {l.short}
              </th>
            ))}
            {showWithoutPay && (
              <th scope="col" title={t('grid.leaveWithoutPay')}>
                {t('grid.withoutPayCode')}
              </th>
            )}
            <th scope="col">%</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className="text-start fw-normal attendance-name">
                {nameCell ? nameCell(r) : r.name}
              </th>
              {days.map((d) => {
                const mark = r.marks[d.date];
                const shown = mark === undefined ? undefined : byKey.get(String(mark));
                return (
                  <td
                    key={d.date}
                    className={`${shade(d)} ${shown?.className ?? ''}`}
                    style={shown?.style}
                    title={
                      shown
                        ? t('grid.markTitle', { date: d.date, status: shown.label })
                        : dayTitle(d)
                    }
                  >
                    {shown?.short ?? ''}
                  </td>
                );
              })}
              {legend.map((l) => (
                <td key={l.key}>{r.counts[l.key] ?? 0}</td>
              ))}
              {showWithoutPay && <td>{r.without_pay ?? 0}</td>}
              <td className="fw-semibold">{words.percent(r.percent)}</td>
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              <th scope="row" className="text-start attendance-name">
                {footer.label}
              </th>
              <td colSpan={days.length} />
              {legend.map((l) => (
                <td key={l.key}>{footer.counts[l.key] ?? 0}</td>
              ))}
              {showWithoutPay && <td />}
              <td className="fw-semibold" data-testid="group-percent">
                {words.percent(footer.percent)}
              </td>
            </tr>
          </tfoot>
        )}
      </Table>
      <p className="small text-body-secondary">
        {[...legend.map((l) => `${l.short} ${l.label}`), t('grid.legendShaded')].join(' · ')}
      </p>
    </div>
  );
}
