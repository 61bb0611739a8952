'use client';
/**
 * One class-section's register for a date, read and saved through the API: the day's roster with
 * its marks (all present when not saved yet), the school's codes, and whether the day can be
 * marked; saving sends the whole day. The mark-attendance screen and a teacher's landing page
 * (/teacher/attendance) both show it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';
import type { AttendanceCode } from './codes';
import { Register, type RegisterMark } from './register';
import { strong } from './words';

type Day = {
  class_section: { id: number; name: string };
  date: string;
  day: { kind: string; holiday: string | null; problem: string | null };
  saved: boolean;
  codes: AttendanceCode[];
  marks: {
    student_id: number;
    name: string;
    roll_number: number | null;
    code_id: number | null;
    remark: string | null;
  }[];
};

export function ClassRegister({ section, date }: { section: string; date: string }) {
  const t = useTranslations('attendance');
  const format = useSchoolFormat();
  const queryClient = useQueryClient();
  const key = ['student-attendance-day', section, date];
  const day = useQuery({
    queryKey: key,
    enabled: section !== '' && date !== '',
    queryFn: async () =>
      (
        await apiFetch<{ data: Day }>(
          `/api/student-attendance?class_section_id=${section}&date=${date}`,
        )
      ).data,
    retry: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (marks: RegisterMark[]) =>
      apiFetch<{ data: Day; message: string }>('/api/student-attendance', {
        method: 'PUT',
        body: JSON.stringify({
          class_section_id: Number(section),
          date,
          marks: marks.map((m) => ({ student_id: m.id, code_id: m.codeId, remark: m.remark })),
        }),
      }),
    onSuccess: (res) => {
      setErrors({});
      toast.success(res.message);
      queryClient.setQueryData(key, res.data);
      void queryClient.invalidateQueries({ queryKey: ['student-attendance-month'] });
    },
    onError: (e) => {
      if (e instanceof ApiRequestError && Object.keys(e.fieldErrors).length)
        setErrors(e.fieldErrors);
      toast.error(e.message);
    },
  });

  if (day.isPending)
    return (
      <div role="status" className="d-flex gap-2 align-items-center">
        <Spinner size="sm" animation="border" aria-hidden="true" /> {t('mark.loadingClass')}
      </div>
    );
  if (day.isError) return <Alert variant="danger">{day.error.message}</Alert>;
  return (
    <>
      <p className="mb-2">
        {t.rich(day.data.saved ? 'mark.daySaved' : 'mark.dayNotSaved', {
          section: day.data.class_section.name,
          date: format.date(day.data.date),
          strong,
        })}
      </p>
      <Register
        key={`${section}|${date}|${day.dataUpdatedAt}`}
        title={t('mark.tableTitle', { section: day.data.class_section.name })}
        rows={day.data.marks.map((m) => ({
          id: m.student_id,
          name: m.name,
          roll: m.roll_number === null ? '—' : String(m.roll_number),
          codeId: m.code_id,
          remark: m.remark,
        }))}
        codes={day.data.codes}
        problem={day.data.day.problem}
        saved={day.data.saved}
        saving={save.isPending}
        onSave={(marks) => save.mutate(marks)}
        fieldErrors={errors}
      />
    </>
  );
}
