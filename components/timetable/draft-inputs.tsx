'use client';
/**
 * What the solver will read, in figures: class-subjects with periods per week (and those
 * without, which it leaves out), teachers with limits, unavailable times. Edited on
 * /timetable/requirements, whose saves invalidate these keys.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';

type Load = { periods_per_week: number | null };
type Limit = { max_per_day: number | null; max_per_week: number | null };

const read = async <T,>(path: string) => (await apiFetch<{ data: T[] }>(path)).data;

export function DraftInputs() {
  const t = useTranslations('timetable-draft');
  const loads = useQuery({
    queryKey: ['timetables', 'loads'],
    queryFn: () => read<Load>('/api/timetables/loads'),
  });
  const limits = useQuery({
    queryKey: ['timetables', 'teacher-limits'],
    queryFn: () => read<Limit>('/api/timetables/teacher-limits'),
  });
  const unavailable = useQuery({
    queryKey: ['timetables', 'unavailability'],
    queryFn: () => read<unknown>('/api/timetables/unavailability'),
  });
  if (!loads.data || !limits.data || !unavailable.data) return null;
  const withLoad = loads.data.filter((l) => l.periods_per_week !== null);
  return (
    <ul className="mb-3" data-testid="draft-inputs" aria-label={t('inputs.title')}>
      <li>
        {t('inputs.loads', {
          count: withLoad.length,
          periods: withLoad.reduce((n, l) => n + (l.periods_per_week ?? 0), 0),
          without: loads.data.length - withLoad.length,
        })}
      </li>
      <li>
        {t('inputs.limits', {
          count: limits.data.filter((l) => l.max_per_day !== null || l.max_per_week !== null)
            .length,
          teachers: limits.data.length,
        })}
      </li>
      <li>{t('inputs.unavailable', { count: unavailable.data.length })}</li>
    </ul>
  );
}
