'use client';
/**
 * The weekly grid of a class-section: weekdays across, the bell plan's periods down (a break
 * across the week as one band). Each cell is drawn by `renderCell`, so the reader and the
 * editor share the layout. Wide on a phone: it scrolls inside a named region reached by
 * keyboard.
 */
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { gridRows, isBreakRow, type GridRow } from './grid-logic';
import type { BellPeriod, DayPlan } from './types';

export type CellPlace = { day: number; period: BellPeriod; row: number; col: number };

export function WeekGrid({
  days,
  caption,
  renderCell,
}: {
  days: readonly DayPlan[];
  caption: string;
  renderCell: (place: CellPlace) => ReactNode;
}) {
  const t = useTranslations('timetable');
  const rows = gridRows(days);
  if (!days.length) return <p className="text-body-secondary">{t('grid.noBellSchedule')}</p>;
  return (
    <div
      className="table-responsive timetable-grid"
      role="region"
      tabIndex={0}
      aria-label={caption}
    >
      <Table bordered size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('grid.period')}</th>
            {days.map((d) => (
              <th scope="col" key={d.day}>
                {t(`days.${d.day}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.index} row={row} days={days} renderCell={renderCell} />
          ))}
        </tbody>
      </Table>
    </div>
  );
}

const timeOf = (p: BellPeriod) => `${p.start_time}–${p.end_time}`;

function Row({
  row,
  days,
  renderCell,
}: {
  row: GridRow;
  days: readonly DayPlan[];
  renderCell: (place: CellPlace) => ReactNode;
}) {
  const t = useTranslations('timetable');
  const head = (
    <th scope="row" className="text-nowrap">
      {row.label.name}
      <div className="small text-body-secondary">{timeOf(row.label)}</div>
    </th>
  );
  if (isBreakRow(row))
    return (
      <tr className="table-light">
        {head}
        <td colSpan={days.length} className="text-center text-body-secondary">
          {t('grid.break')}
        </td>
      </tr>
    );
  return (
    <tr>
      {head}
      {days.map((d, col) => {
        const period = row.byDay.get(d.day);
        if (!period) return <td key={d.day} aria-label={t('grid.noPeriod')} />;
        const differs = timeOf(period) !== timeOf(row.label);
        if (period.kind === 'break')
          return (
            <td key={d.day} className="table-light text-center text-body-secondary">
              {t('grid.break')}
            </td>
          );
        return (
          <td key={d.day} className="p-1 timetable-cell">
            {renderCell({ day: d.day, period, row: row.index, col })}
            {differs && <div className="small text-body-secondary">{timeOf(period)}</div>}
          </td>
        );
      })}
    </tr>
  );
}

/** A lesson as a cell shows it: the subject, then its teachers and room. */
export function LessonText({
  subject,
  teachers,
  room,
}: {
  subject: string;
  teachers: readonly string[];
  room: string | null;
}) {
  return (
    <>
      <span className="fw-semibold d-block">{subject}</span>
      <span className="small d-block">
        {[teachers.join(', '), room].filter(Boolean).join(' · ')}
      </span>
    </>
  );
}
