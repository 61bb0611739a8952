'use client';
/**
 * One class-section's register for a date, read and saved through the API: the day's roster with
 * its marks (all present when not saved yet), the school's codes, and whether the day can be
 * marked; saving sends the whole day. The mark-attendance screen and a teacher's landing page
 * (/teacher/attendance) both show it. When the school takes attendance by period, each row
 * shows the student's period marks beside the day (`period_codes`). The period screen takes a
 * lesson's register through the same `ApiRegister` (period-register.tsx).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';
import type { AttendanceCode } from './codes';
import { PeriodMarks } from './period-marks';
import { Register, type RegisterMark } from './register';
import { strong } from './words';

/** What a register read answers: the daily register's and a period's share these fields. */
export type RegisterData = {
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

type Day = Omit<RegisterData, 'marks'> & {
  /** Attendance by period: the date's lessons (null when the school marks by day). */
  periods: { id: number; name: string; start_time: string; subject: string }[] | null;
  marks: (RegisterData['marks'][number] & { period_codes: (number | null)[] | null })[];
};

/**
 * A register read from `url` and saved with `method` to `saveUrl` (the marks as `marks`,
 * beside `extra`), the toast saying what was saved; `heading` and `detail` show what the
 * screen adds (the saved state, a row's period marks).
 */
export function ApiRegister<D extends RegisterData>({
  queryKey,
  url,
  saveUrl,
  extra,
  heading,
  detail,
  title,
  onSaved,
}: {
  queryKey: readonly unknown[];
  url: string | null;
  saveUrl: string;
  extra: Record<string, unknown>;
  heading: (data: D) => ReactNode;
  detail?: (data: D, studentId: number) => ReactNode;
  title: (data: D) => string;
  onSaved?: () => void;
}) {
  const t = useTranslations('attendance');
  const queryClient = useQueryClient();
  const register = useQuery({
    queryKey,
    enabled: url !== null,
    queryFn: async () => (await apiFetch<{ data: D }>(url ?? '')).data,
    retry: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (marks: RegisterMark[]) =>
      apiFetch<{ data: D; message: string }>(saveUrl, {
        method: 'PUT',
        body: JSON.stringify({
          ...extra,
          marks: marks.map((m) => ({ student_id: m.id, code_id: m.codeId, remark: m.remark })),
        }),
      }),
    onSuccess: (res) => {
      setErrors({});
      toast.success(res.message);
      queryClient.setQueryData(queryKey, res.data);
      onSaved?.();
    },
    onError: (e) => {
      if (e instanceof ApiRequestError && Object.keys(e.fieldErrors).length)
        setErrors(e.fieldErrors);
      toast.error(e.message);
    },
  });

  if (register.isPending)
    return (
      <div role="status" className="d-flex gap-2 align-items-center">
        <Spinner size="sm" animation="border" aria-hidden="true" /> {t('mark.loadingClass')}
      </div>
    );
  if (register.isError) return <Alert variant="danger">{register.error.message}</Alert>;
  const data = register.data;
  return (
    <>
      {heading(data)}
      <Register
        key={`${queryKey.join('|')}|${register.dataUpdatedAt}`}
        title={title(data)}
        rows={data.marks.map((m) => ({
          id: m.student_id,
          name: m.name,
          roll: m.roll_number === null ? '—' : String(m.roll_number),
          codeId: m.code_id,
          remark: m.remark,
          detail: detail?.(data, m.student_id),
        }))}
        codes={data.codes}
        problem={data.day.problem}
        saved={data.saved}
        saving={save.isPending}
        onSave={(marks) => save.mutate(marks)}
        fieldErrors={errors}
      />
    </>
  );
}

export function ClassRegister({ section, date }: { section: string; date: string }) {
  const t = useTranslations('attendance');
  const format = useSchoolFormat();
  const queryClient = useQueryClient();
  return (
    <ApiRegister<Day>
      queryKey={['student-attendance-day', section, date]}
      url={
        section !== '' && date !== ''
          ? `/api/student-attendance?class_section_id=${section}&date=${date}`
          : null
      }
      saveUrl="/api/student-attendance"
      extra={{ class_section_id: Number(section), date }}
      heading={(day) => (
        <p className="mb-2">
          {t.rich(day.saved ? 'mark.daySaved' : 'mark.dayNotSaved', {
            section: day.class_section.name,
            date: format.date(day.date),
            strong,
          })}
        </p>
      )}
      detail={(day, id) => {
        const codes = day.marks.find((m) => m.student_id === id)?.period_codes;
        return day.periods && codes ? (
          <PeriodMarks periods={day.periods} codeIds={codes} codes={day.codes} />
        ) : null;
      }}
      title={(day) => t('mark.tableTitle', { section: day.class_section.name })}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: ['student-attendance-month'] })}
    />
  );
}
