'use client';
/**
 * The requirements screen's reads. Their keys start as the draft screen's figures
 * (`draft-inputs.tsx`: ['timetables', 'loads'] …), so a save here invalidates those too.
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api-fetch';
import type { BellPlan } from './bell-form';
import { TIMETABLE_KEY } from './queries';

export const LOADS_KEY = ['timetables', 'loads'] as const;
export const LIMITS_KEY = ['timetables', 'teacher-limits'] as const;
export const UNAVAILABILITY_KEY = ['timetables', 'unavailability'] as const;

export type LoadRow = {
  class_subject_id: number;
  class_id: number;
  subject: string;
  periods_per_week: number | null;
};
export type LimitRow = {
  teacher_user_id: number;
  teacher: string;
  max_per_day: number | null;
  max_per_week: number | null;
};
export type SpanRow = {
  id: number;
  teacher_user_id: number;
  day: number;
  start_time: string;
  end_time: string;
};

const read = async <T>(path: string) => (await apiFetch<{ data: T }>(path)).data;

export function useLoads(classId: number | null) {
  return useQuery({
    queryKey: [...LOADS_KEY, classId],
    queryFn: () => read<LoadRow[]>(`/api/timetables/loads?class_id=${classId}`),
    enabled: classId !== null,
  });
}

export function useLimits() {
  return useQuery({
    queryKey: [...LIMITS_KEY],
    queryFn: () => read<LimitRow[]>('/api/timetables/teacher-limits'),
  });
}

export function useSpans(teacherId: number | null) {
  return useQuery({
    queryKey: [...UNAVAILABILITY_KEY, teacherId],
    queryFn: () => read<SpanRow[]>(`/api/timetables/unavailability?teacher_id=${teacherId}`),
    enabled: teacherId !== null,
  });
}

/** The bell plans, under the key the bell schedules screen reads them by. */
export function useBellPlans() {
  return useQuery({
    queryKey: [...TIMETABLE_KEY, 'bells'],
    queryFn: () => read<BellPlan[]>('/api/bell-schedules'),
  });
}

/** The school's weekly off days as stored ('sunday,saturday'; absent: the default). */
export function useWeeklyOff() {
  return useQuery({
    queryKey: ['school-settings-calendar'],
    queryFn: () => read<{ weekly_off_days?: string }>('/api/get-school-settings'),
  });
}
