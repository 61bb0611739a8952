'use client';
/** The exams screens' shared words: exam types and a class's state, in the page's language. */
import { useTranslations } from 'use-intl';
import { EXAM_TYPES, type ExamType } from '@/lib/db/schema/exams-values';
import type { ExamClassStatus } from '@/lib/api/modules/exams/types';

export function useExamWords() {
  const t = useTranslations('exams');
  const types: Record<ExamType, string> = {
    unit_test: t('type.unit_test'),
    mid_term: t('type.mid_term'),
    final: t('type.final'),
  };
  const statuses: Record<ExamClassStatus['status'], string> = {
    draft: t('status.draft'),
    submitted: t('status.submitted'),
    published: t('status.published'),
  };
  return {
    type: (type: ExamType) => types[type],
    typeOptions: EXAM_TYPES.map((value) => ({ value, label: types[value] })),
    status: (status: ExamClassStatus['status']) => statuses[status],
  };
}
