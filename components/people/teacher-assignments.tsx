'use client';
/**
 * A teacher's assignments: class teacher of class-sections, subject teacher of class-subjects.
 * Editing, the current ones are read from GET /api/teachers/{id} (the list has none).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { CheckboxListField } from '@/components/ui/fields';
import { apiFetch } from '@/lib/client/api-fetch';
import { toOptions, usePeopleLookups } from './lookups';

type ClassSubject = { id: number; class: string; subject: string; semester: string | null };

export function TeacherAssignments() {
  const { getValues, setValue } = useFormContext();
  const t = useTranslations('people');
  const id = getValues('id') as number | undefined;
  const { classSections } = usePeopleLookups();
  const subjects = useQuery({
    queryKey: ['class-subject-options'],
    queryFn: async () =>
      (await apiFetch<{ data: ClassSubject[] }>('/api/class-subjects?per_page=100')).data,
  });
  const current = useQuery({
    queryKey: ['teacher', id],
    enabled: id !== undefined,
    queryFn: async () =>
      (
        await apiFetch<{
          data: { class_teacher_of: { class_section_id: number }[]; subject_teacher_of: number[] };
        }>(`/api/teachers/${id}`)
      ).data,
  });
  useEffect(() => {
    if (!current.data) return;
    setValue(
      'class_section_ids',
      current.data.class_teacher_of.map((c) => c.class_section_id),
    );
    setValue('class_subject_ids', current.data.subject_teacher_of);
  }, [current.data, setValue]);
  return (
    <>
      <CheckboxListField
        name="class_section_ids"
        label={t('teachers.classTeacherOf')}
        options={toOptions(classSections)}
      />
      <CheckboxListField
        name="class_subject_ids"
        label={t('teachers.subjectTeacherOf')}
        options={(subjects.data ?? []).map((s) => ({
          value: s.id,
          label: `${s.class}: ${s.subject}${s.semester ? ` (${s.semester})` : ''}`,
        }))}
      />
    </>
  );
}
