'use client';
/**
 * A month grid (students or staff × days): a status code per cell, holidays and weekly off
 * days shaded with their name in the column's title, the totals and the % of each row, and
 * the group's line at the foot. Wide months scroll sideways with the names kept in view.
 */
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { percentText, STATUS_CODES, STATUS_LABELS, type AttendanceStatus } from './status';

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
const dayTitle = (d: GridDay) =>
  d.kind === 'holiday'
    ? `Holiday: ${d.holiday}`
    : d.kind === 'weekly_off'
      ? 'Weekly off'
      : d.weekday;

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
  return (
    <div className="table-responsive attendance-grid">
      <Table bordered size="sm" className="mb-2 align-middle text-center">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-start attendance-name">
              Name
            </th>
            {days.map((d) => (
              <th key={d.date} scope="col" className={shade(d)} title={dayTitle(d)}>
                <abbr title={dayTitle(d)} className="text-decoration-none">
                  {dayNumber(d.date)}
                </abbr>
                <span className="d-block small fw-normal">{d.weekday.slice(0, 2)}</span>
              </th>
            ))}
            {TOTALS.map((s) => (
              <th key={s} scope="col" title={STATUS_LABELS[s]}>
                {STATUS_CODES[s]}
              </th>
            ))}
            {showWithoutPay && (
              <th scope="col" title="Leave without pay">
                LWP
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
                    title={status ? `${d.date}: ${STATUS_LABELS[status]}` : dayTitle(d)}
                  >
                    {status ? STATUS_CODES[status] : ''}
                  </td>
                );
              })}
              {TOTALS.map((s) => (
                <td key={s}>{r.counts[s]}</td>
              ))}
              {showWithoutPay && <td>{r.without_pay ?? 0}</td>}
              <td className="fw-semibold">{percentText(r.percent)}</td>
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
                {percentText(footer.percent)}
              </td>
            </tr>
          </tfoot>
        )}
      </Table>
      <p className="small text-body-secondary">
        {TOTALS.map((s) => `${STATUS_CODES[s]} ${STATUS_LABELS[s]}`).join(' · ')} · shaded: holiday
        or weekly off day
      </p>
    </div>
  );
}
