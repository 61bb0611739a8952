'use client';
/**
 * A staff member's attendance this month on their profile: their row of the attendance
 * module's staff month (`/api/staff-attendance/summary`, everyone for a School Admin) in the
 * same grid the attendance screens draw, with the month's totals and %.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import {
  MonthGrid,
  useStatusLegend,
  type GridDay,
  type GridRow,
} from '@/components/attendance/month-grid';
import { useSchoolFormat } from '@/components/ui/school-format';
import { monthOf } from '@/lib/calendar';
import { apiFetch } from '@/lib/client/api-fetch';
import { TabState } from './tab-state';

type StaffMonth = { month: string; days: GridDay[]; staff: GridRow[] };

export function StaffAttendanceTab({ userId }: { userId: number }) {
  const t = useTranslations('profile');
  const legend = useStatusLegend();
  const format = useSchoolFormat();
  const month = monthOf(format.today());
  const grid = useQuery({
    queryKey: ['staff-attendance-month', month],
    queryFn: async () =>
      (await apiFetch<{ data: StaffMonth }>(`/api/staff-attendance/summary?month=${month}`)).data,
  });
  return (
    <TabState query={grid}>
      {(m) => {
        const row = m.staff.find((r) => r.id === userId);
        return row ? (
          <MonthGrid
            caption={t('attendance.month')}
            legend={legend}
            days={m.days}
            rows={[row]}
            showWithoutPay
          />
        ) : (
          <p className="text-body-secondary">{t('attendance.staffNone')}</p>
        );
      }}
    </TabState>
  );
}
