'use client';
/**
 * The exam (and class) a screen opens on, kept in the address (`?exam_id=&class_id=`) so the
 * exams list can link straight to it: the newest hundred exams the caller may see (a
 * guardian's: their children's classes'), each with its classes as the list gives them.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { FilterSelect } from '@/components/ui/filter-select';
import { useUrlFilter } from '@/components/ui/use-url-state';
import type { ExamListItem } from '@/lib/api/modules/exams/types';
import { apiFetch } from '@/lib/client/api-fetch';

export const EXAM_CHOICES_KEY = ['exam-choices'] as const;

function useExamChoices() {
  return useQuery({
    queryKey: EXAM_CHOICES_KEY,
    queryFn: async () =>
      (await apiFetch<{ data: ExamListItem[] }>('/api/exams?per_page=100&sort=-id&total=omit'))
        .data,
  });
}

/** The chosen exam and class (class '' = every class of the exam), with their pickers. */
export function useExamChoice() {
  const t = useTranslations('exams');
  const exams = useExamChoices();
  const [examId, setExamId] = useUrlFilter('exam_id');
  const [classId, setClassId] = useUrlFilter('class_id');
  const exam = exams.data?.find((e) => String(e.id) === examId);
  const pickers = (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3 no-print">
      <FilterSelect
        id="pick-exam"
        label={t('pick.exam')}
        all={exams.isPending ? t('pick.loading') : t('pick.chooseExam')}
        value={examId}
        onChange={(value) => {
          setExamId(value);
          setClassId('');
        }}
        options={(exams.data ?? []).map((e) => ({
          value: e.id,
          label: `${e.name} (${e.session_year_name})`,
        }))}
      />
      {exam && (
        <FilterSelect
          id="pick-class"
          label={t('pick.class')}
          all={t('pick.allClasses')}
          value={classId}
          onChange={setClassId}
          options={exam.classes.map((c) => ({ value: c.class_id, label: c.class_name }))}
        />
      )}
    </div>
  );
  return { exam, classId: classId ? Number(classId) : null, pickers, loading: exams.isPending };
}
