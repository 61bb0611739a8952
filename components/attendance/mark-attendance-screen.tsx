'use client';
/**
 * /attendance/mark-attendance: pick a class-section and a date (today by default), mark each
 * student Present (the default), Absent, Late, Half day or On leave with a remark, and save
 * the whole day at once. A day that cannot be marked says why.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { useUrlFilter } from '@/components/ui/use-url-state';
import type { AttendanceStatus } from '@/lib/api/modules/attendance/schemas';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';
import { ClassSectionPicker } from './class-section-picker';
import { MarkingTable } from './marking-table';
import { strong } from './words';
import { DateInput } from '@/components/ui/date-input';

type Day = {
  class_section: { id: number; name: string };
  date: string;
  day: { kind: string; holiday: string | null; problem: string | null };
  saved: boolean;
  marks: {
    student_id: number;
    name: string;
    roll_number: number | null;
    status: AttendanceStatus;
    remark: string | null;
  }[];
};

export function MarkAttendanceScreen() {
  const t = useTranslations('attendance');
  const format = useSchoolFormat();
  const [section, setSection] = useUrlFilter('class_section_id');
  const [date, setDate] = useUrlFilter('date', format.today());
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
    mutationFn: (marks: { id: number; status: AttendanceStatus; remark: string | null }[]) =>
      apiFetch<{ data: Day; message: string }>('/api/student-attendance', {
        method: 'PUT',
        body: JSON.stringify({
          class_section_id: Number(section),
          date,
          marks: marks.map((m) => ({ student_id: m.id, status: m.status, remark: m.remark })),
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

  return (
    <>
      <h1 className="h3 mb-3">{t('mark.title')}</h1>
      <Row className="g-3 mb-3 align-items-end">
        <Col sm={6} md={4}>
          <ClassSectionPicker value={section} onChange={setSection} />
        </Col>
        <Col sm={6} md={3}>
          <Form.Group controlId="attendance-date">
            <Form.Label className="small mb-1">{t('mark.date')}</Form.Label>
            <DateInput value={date} max={format.today()} onChange={(value) => setDate(value)} />
          </Form.Group>
        </Col>
        <Col className="small text-body-secondary">{date && format.date(date)}</Col>
      </Row>
      {section === '' ? (
        <p className="text-body-secondary">{t('mark.chooseSection')}</p>
      ) : day.isPending ? (
        <div role="status" className="d-flex gap-2 align-items-center">
          <Spinner size="sm" animation="border" aria-hidden="true" /> {t('mark.loadingClass')}
        </div>
      ) : day.isError ? (
        <Alert variant="danger">{day.error.message}</Alert>
      ) : (
        <>
          <p className="mb-2">
            {t.rich(day.data.saved ? 'mark.daySaved' : 'mark.dayNotSaved', {
              section: day.data.class_section.name,
              date: format.date(day.data.date),
              strong,
            })}
          </p>
          <MarkingTable
            key={`${section}|${date}|${day.dataUpdatedAt}`}
            title={t('mark.tableTitle', { section: day.data.class_section.name })}
            detailHeader={t('mark.roll')}
            rows={day.data.marks.map((m) => ({
              id: m.student_id,
              name: m.name,
              detail: m.roll_number === null ? '—' : String(m.roll_number),
              status: m.status,
              remark: m.remark,
            }))}
            problem={day.data.day.problem}
            saved={day.data.saved}
            saving={save.isPending}
            onSave={(marks) => save.mutate(marks)}
            fieldErrors={errors}
          />
        </>
      )}
    </>
  );
}
