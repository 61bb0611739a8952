'use client';
/** The timetable screens' reads, shared so a save refreshes every view of the same data. */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api-fetch';
import type { Board, Choices, RoomWeek, TeacherWeek, Timetable } from './types';

export const TIMETABLE_KEY = ['timetable'] as const;

const read = async <T>(path: string) => (await apiFetch<{ data: T }>(path)).data;

export function useChoices() {
  return useQuery({
    queryKey: [...TIMETABLE_KEY, 'choices'],
    queryFn: () => read<Choices>('/api/timetables/choices'),
  });
}

export function useTimetable(sectionId: number | null, versionId: number | null) {
  const query = new URLSearchParams({ class_section_id: String(sectionId) });
  if (versionId) query.set('version_id', String(versionId));
  return useQuery({
    queryKey: [...TIMETABLE_KEY, 'class', sectionId, versionId],
    queryFn: () => read<Timetable>(`/api/timetables?${query}`),
    enabled: sectionId !== null,
  });
}

export function useTeacherWeek(teacherId: number | null, date: string | null) {
  const query = new URLSearchParams();
  if (teacherId) query.set('teacher_id', String(teacherId));
  if (date) query.set('date', date);
  return useQuery({
    queryKey: [...TIMETABLE_KEY, 'teacher', teacherId, date],
    queryFn: () => read<TeacherWeek>(`/api/timetables/teacher?${query}`),
  });
}

export function useRoomWeek(roomId: number) {
  return useQuery({
    queryKey: [...TIMETABLE_KEY, 'room', roomId],
    queryFn: () => read<RoomWeek>(`/api/timetables/room?room_id=${roomId}`),
  });
}

export function useBoard(date: string) {
  return useQuery({
    queryKey: [...TIMETABLE_KEY, 'board', date],
    queryFn: () => read<Board>(`/api/substitutions?date=${date}`),
  });
}
