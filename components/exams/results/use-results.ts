'use client';
/**
 * What the results and report-card screens read: the exams (GET /api/exams), an exam's
 * class-sections (GET /api/exams/{id}/results) and a class-section's results (with
 * class_section_id). A guardian's answers hold their own children's share only.
 */
import { useQuery } from '@tanstack/react-query';
import type { ExamListRow, StudentResultRow } from '@/lib/api/modules/exams/types';
import { apiFetch } from '@/lib/client/api-fetch';

export type ExamSection = { id: number; name: string; class_id: number; published: boolean };

export type ExamResults = {
  exam: { id: number; name: string; exam_type: string };
  class_section: { id: number; name: string; class_id: number };
  published: boolean;
  subjects: { subject_id: number; subject_name: string; max_marks: number; pass_marks: number }[];
  students: StudentResultRow[];
};

export function useExams() {
  return useQuery({
    queryKey: ['exams', 'all'],
    queryFn: async () =>
      (await apiFetch<{ data: ExamListRow[] }>('/api/exams?per_page=100&sort=-id')).data,
  });
}

export function useExamSections(examId: string) {
  return useQuery({
    queryKey: ['exams', examId, 'sections'],
    enabled: examId !== '',
    queryFn: async () =>
      (await apiFetch<{ data: ExamSection[] }>(`/api/exams/${examId}/results`)).data,
  });
}

export function useExamResults(examId: string, sectionId: string) {
  return useQuery({
    queryKey: ['exams', examId, 'results', sectionId],
    enabled: examId !== '' && sectionId !== '',
    queryFn: async () =>
      (
        await apiFetch<{ data: ExamResults }>(
          `/api/exams/${examId}/results?class_section_id=${sectionId}`,
        )
      ).data,
  });
}
