'use client';
/** A staff member's own attendance: today's status and this month's marks, totals and %. */
import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useSchoolFormat } from '@/components/ui/school-format';
import { apiFetch } from '@/lib/client/api-fetch';
import { MonthGrid, type GridDay } from './month-grid';
import { percentText, STATUS_LABELS, type AttendanceStatus } from './status';

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

function todayText(mine: Mine) {
  if (mine.status) return STATUS_LABELS[mine.status];
  if (mine.day.kind === 'holiday') return `Holiday (${mine.day.holiday})`;
  if (mine.day.kind === 'weekly_off') return 'Weekly off day';
  return 'Not marked yet';
}

export function MyAttendanceCard({ name }: { name: string }) {
  const format = useSchoolFormat();
  const { data, isError, error } = useQuery({
    queryKey: ['my-staff-attendance'],
    queryFn: async () => (await apiFetch<{ data: Mine }>('/api/staff-attendance/me')).data,
  });
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Your attendance
        </Card.Title>
        {isError ? (
          <p className="text-danger mb-0">{error.message}</p>
        ) : !data ? (
          <Spinner
            size="sm"
            animation="border"
            role="status"
            aria-label="Loading your attendance"
          />
        ) : (
          <>
            <p className="fs-5" data-testid="my-status-today">
              Today, {format.date(data.today)}: <strong>{todayText(data)}</strong>
            </p>
            <p>
              This month: <strong>{percentText(data.month.percent)}</strong>
              {data.month.without_pay > 0 && ` · ${data.month.without_pay} day(s) without pay`}
            </p>
            {data.month.counts && (
              <MonthGrid
                caption={`Your attendance in ${data.month.month}`}
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
