'use client';
/** A staff member's own attendance: today's status and this month's marks, totals and %. */
import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { apiFetch } from '@/lib/client/api-fetch';
import { MonthGrid, useStatusLegend, type GridDay } from './month-grid';
import type { AttendanceStatus } from './status';
import { strong, useAttendanceWords } from './words';

type Mine = {
  today: string;
  day: { kind: string; holiday: string | null };
  status: AttendanceStatus | null;
  month: {
    month: string;
    days: GridDay[];
    marks: Record<string, AttendanceStatus>;
    counts?: Record<AttendanceStatus, number>;
    without_pay: number;
    percent: number | null;
  };
};

export function MyAttendanceCard({ name }: { name: string }) {
  const t = useTranslations('attendance');
  const legend = useStatusLegend();
  const words = useAttendanceWords();
  const format = useSchoolFormat();
  const { data, isError, error } = useQuery({
    queryKey: ['my-staff-attendance'],
    queryFn: async () => (await apiFetch<{ data: Mine }>('/api/staff-attendance/me')).data,
  });
  const todayText = (mine: Mine) => {
    if (mine.status) return words.label[mine.status];
    if (mine.day.kind === 'holiday')
      return t('mine.holidayToday', { holiday: mine.day.holiday ?? '' });
    if (mine.day.kind === 'weekly_off') return t('mine.weeklyOffToday');
    return t('mine.notMarked');
  };
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('mine.title')}
        </Card.Title>
        {isError ? (
          <p className="text-danger mb-0">{error.message}</p>
        ) : !data ? (
          <Spinner size="sm" animation="border" role="status" aria-label={t('mine.loading')} />
        ) : (
          <>
            <p className="fs-5" data-testid="my-status-today">
              {t.rich('mine.today', {
                date: format.date(data.today),
                status: todayText(data),
                strong,
              })}
            </p>
            <p>
              {t.rich('mine.thisMonth', {
                percent: words.percent(data.month.percent),
                strong,
              })}
              {data.month.without_pay > 0 &&
                ` · ${t('mine.withoutPay', { count: data.month.without_pay })}`}
            </p>
            {data.month.counts && (
              <MonthGrid
                legend={legend}
                caption={t('mine.caption', { month: data.month.month })}
                days={data.month.days}
                rows={[
                  {
                    id: 0,
                    name,
                    marks: data.month.marks,
                    counts: data.month.counts,
                    percent: data.month.percent,
                  },
                ]}
              />
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
