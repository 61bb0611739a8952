'use client';
/**
 * A month calendar of the school's holidays: weeks from Sunday, each holiday's title on its
 * days, weekly off days shaded, and the previous and next month a click away.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslations } from 'use-intl';
import {
  addDays,
  dayKind,
  eachDay,
  holidayOn,
  monthBounds,
  monthOf,
  parseWeeklyOffDays,
  weekdayOf,
  WEEKDAYS,
  type HolidayRange,
} from '@/lib/calendar';
import { useSchoolFormat } from '@/components/ui/school-format';
import { apiFetch } from '@/lib/client/api-fetch';

type Holiday = HolidayRange & { id: number; title: string; description: string | null };

function monthLabel(month: string, locale: string) {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** The weekday names in the page's language, in WEEKDAYS's order (1 January 2023 was a Sunday). */
function weekdayName(index: number, locale: string, width: 'long' | 'short') {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + index)),
  );
}

export function HolidayCalendar() {
  const t = useTranslations('calendar');
  const format = useSchoolFormat();
  const [month, setMonth] = useState(() => monthOf(format.today()));
  const { first, last } = monthBounds(`${month}-01`);
  const settings = useQuery({
    queryKey: ['school-settings-calendar'],
    queryFn: async () =>
      (await apiFetch<{ data: { weekly_off_days?: string } }>('/api/get-school-settings')).data,
  });
  const holidays = useQuery({
    queryKey: ['holidays-month', month],
    queryFn: async () =>
      (
        await apiFetch<{ data: Holiday[] }>(
          `/api/holidays?from=${first}&to=${last}&per_page=100&sort=start_date`,
        )
      ).data,
  });
  const calendar = {
    weeklyOffDays: parseWeeklyOffDays(settings.data?.weekly_off_days),
    holidays: holidays.data ?? [],
  };
  const lead = WEEKDAYS.indexOf(weekdayOf(first));
  const cells: (string | null)[] = [...Array(lead).fill(null), ...eachDay(first, last)];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const step = (days: number) => setMonth(monthOf(addDays(days < 0 ? first : last, days)));

  return (
    <Card className="mb-4">
      <Card.Body>
        <div className="d-flex align-items-center gap-2 mb-2">
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => step(-1)}
            aria-label={t('month.previous')}
          >
            <span className="flip-rtl d-inline-block">‹</span>
          </Button>
          <h2 className="h5 mb-0 flex-grow-1 text-center" aria-live="polite">
            {monthLabel(month, format.locale)}
          </h2>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => step(1)}
            aria-label={t('month.next')}
          >
            <span className="flip-rtl d-inline-block">›</span>
          </Button>
        </div>
        <table className="table table-bordered table-sm holiday-calendar mb-0">
          <caption className="visually-hidden">
            {t('month.caption', { month: monthLabel(month, format.locale) })}
          </caption>
          <thead>
            <tr>
              {WEEKDAYS.map((d, i) => (
                <th key={d} scope="col" className="text-center">
                  <abbr title={weekdayName(i, format.locale, 'long')}>
                    {weekdayName(i, format.locale, 'short')}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => {
                  if (!day) return <td key={j} />;
                  const kind = dayKind(day, calendar);
                  const holiday = holidayOn(day, calendar.holidays);
                  return (
                    <td
                      key={day}
                      className={
                        kind === 'holiday'
                          ? 'attendance-holiday'
                          : kind === 'weekly_off'
                            ? 'attendance-off'
                            : ''
                      }
                      title={format.date(day)}
                    >
                      <span className="small">{Number(day.split('-')[2])}</span>
                      {holiday && (
                        <span className="d-block small fw-semibold">{holiday.title}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Card.Body>
    </Card>
  );
}
