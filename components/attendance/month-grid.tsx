'use client';
/**
 * A month grid (students or staff × days): a status code per cell, holidays and weekly off
 * days shaded with their name in the column's title, the totals and the % of each row, and
 * the group's line at the foot. Wide months scroll sideways with the names kept in view.
 */
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import type { AttendanceStatus } from './status';
import { useAttendanceWords } from './words';

export type GridDay = { date: string; weekday: string; kind: string; holiday: string | null };
export type GridRow = {
  id: number;
  name: string;
  marks: Record<string, AttendanceStatus>;
  counts: Record<AttendanceStatus, number>;
  without_pay?: number;
  percent: number | null;
};

const dayNumber = (date: string) => Number(date.split('-')[2]);
const shade = (d: GridDay) =>
  d.kind === 'holiday' ? 'attendance-holiday' : d.kind === 'weekly_off' ? 'attendance-off' : '';

const TOTALS: AttendanceStatus[] = ['present', 'absent', 'late', 'half_day', 'on_leave'];

export function MonthGrid({
  caption,
  days,
  rows,
  footer,
  showWithoutPay = false,
  nameCell,
}: {
  caption: string;
  days: GridDay[];
  rows: GridRow[];
  footer?: { label: string; counts: Record<AttendanceStatus, number>; percent: number | null };
  showWithoutPay?: boolean;
  nameCell?: (row: GridRow) => ReactNode;
}) {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
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
            {TOTALS.map((s) => (
              <th key={s} scope="col" title={words.label[s]}>
                {words.code[s]}
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
                const status = r.marks[d.date];
                return (
                  <td
                    key={d.date}
                    className={`${shade(d)} ${status ? `attendance-${status}` : ''}`}
                    title={
                      status
                        ? t('grid.markTitle', { date: d.date, status: words.label[status] })
                        : dayTitle(d)
                    }
                  >
                    {status ? words.code[status] : ''}
                  </td>
                );
              })}
              {TOTALS.map((s) => (
                <td key={s}>{r.counts[s]}</td>
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
              {TOTALS.map((s) => (
                <td key={s}>{footer.counts[s]}</td>
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
        {[...TOTALS.map((s) => `${words.code[s]} ${words.label[s]}`), t('grid.legendShaded')].join(
          ' · ',
        )}
      </p>
    </div>
  );
}
