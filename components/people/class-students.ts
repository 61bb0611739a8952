'use client';
/** The active students of one class-section in one session, for transfers. */
import { useQuery } from '@tanstack/react-query';
import { LIST_KEY } from '@/components/ui/invalidate';
import { apiFetch } from '@/lib/client/api-fetch';
import type { StudentRow } from './student-types';

/** A transfer picks among the students of one class-section; the API moves up to 500 at a time. */
const PAGE = 100;

export function useClassStudents(classSectionId: string, sessionYearId: string) {
  return useQuery({
    queryKey: [LIST_KEY, 'class-students', classSectionId, sessionYearId],
    enabled: Boolean(classSectionId && sessionYearId),
    queryFn: async () => {
      const rows: StudentRow[] = [];
      for (let page = 1; page <= 10; page++) {
        const res = await apiFetch<{ data: StudentRow[]; meta: { total: number } }>(
          `/api/students?status=active&sort=roll_number&per_page=${PAGE}&page=${page}` +
            `&class_section_id=${classSectionId}&session_year_id=${sessionYearId}`,
        );
        rows.push(...res.data);
        if (rows.length >= res.meta.total) break;
      }
      return rows;
    },
  });
}
