'use client';
/** The balance and the counted days of the leave being filled in (GET /api/leave-balance). */
import { useQuery } from '@tanstack/react-query';
import type { DayPortion } from '@/lib/db/schema/leave-values';
import { apiFetch } from '@/lib/client/api-fetch';

export type LeaveDayView = {
  date: string;
  off: 'holiday' | 'weekly_off' | null;
  portion: DayPortion;
  counted: number;
  without_pay: number;
};

export type LeaveAssessment = {
  leave_type: { id: number; name: string; is_paid: boolean };
  allow_half_day: boolean;
  attachment_after_days: number | null;
  balance: {
    allocated: number;
    carried_forward: number;
    taken: number;
    without_pay: number;
    pending: number;
    remaining: number;
  };
  days: LeaveDayView[];
  counted: number;
  without_pay: number;
};

export type LeaveDraft = {
  leaveTypeId: string;
  studentId: string;
  startDate: string;
  endDate: string;
  portions: Record<string, DayPortion>;
};

/** Only a range of a sensible order and length is asked about; the API refuses the rest anyway. */
const rangeOk = (d: LeaveDraft) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d.startDate) &&
  /^\d{4}-\d{2}-\d{2}$/.test(d.endDate) &&
  d.endDate >= d.startDate;

export function useLeaveBalance(draft: LeaveDraft) {
  const params = new URLSearchParams({ leave_type_id: draft.leaveTypeId });
  if (draft.studentId) params.set('student_id', draft.studentId);
  if (rangeOk(draft)) {
    params.set('start_date', draft.startDate);
    params.set('end_date', draft.endDate);
    const inRange = Object.fromEntries(
      Object.entries(draft.portions).filter(([d]) => d >= draft.startDate && d <= draft.endDate),
    );
    params.set('portions', JSON.stringify(inRange));
  }
  return useQuery({
    queryKey: ['leave-balance', params.toString()],
    enabled: draft.leaveTypeId !== '',
    retry: false,
    placeholderData: (previous) => previous,
    queryFn: async () =>
      (await apiFetch<{ data: LeaveAssessment }>(`/api/leave-balance?${params}`)).data,
  });
}
