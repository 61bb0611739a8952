'use client';
/**
 * The School Admin's marking of the staff for a date: every active staff member, approved
 * leave already filled in as On leave, saved whole.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';
import { MarkingTable } from './marking-table';
import type { AttendanceStatus } from './status';
import { DateInput } from '@/components/ui/date-input';

type StaffDay = {
  date: string;
  day: { problem: string | null };
  saved: boolean;
  marks: {
    user_id: number;
    name: string;
    roles: string[];
    status: AttendanceStatus;
    remark: string | null;
  }[];
};

export function StaffMarking() {
  const t = useTranslations('attendance');
  const format = useSchoolFormat();
  const [date, setDate] = useUrlFilter('date', format.today());
  const queryClient = useQueryClient();
  const key = ['staff-attendance-day', date];
  const day = useQuery({
    queryKey: key,
    enabled: date !== '',
    queryFn: async () =>
      (await apiFetch<{ data: StaffDay }>(`/api/staff-attendance?date=${date}`)).data,
    retry: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (marks: { id: number; status: AttendanceStatus; remark: string | null }[]) =>
      apiFetch<{ data: StaffDay; message: string }>('/api/staff-attendance', {
        method: 'PUT',
        body: JSON.stringify({
          date,
          marks: marks.map((m) => ({ user_id: m.id, status: m.status, remark: m.remark })),
        }),
      }),
    onSuccess: (res) => {
      setErrors({});
      toast.success(res.message);
      queryClient.setQueryData(key, res.data);
      void queryClient.invalidateQueries({ queryKey: ['my-staff-attendance'] });
    },
    onError: (e) => {
      if (e instanceof ApiRequestError) setErrors(e.fieldErrors);
      toast.error(e.message);
    },
  });
  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('staff.title')}
        </Card.Title>
        <Form.Group
          controlId="staff-attendance-date"
          className="mb-3"
          style={{ maxWidth: '16rem' }}
        >
          <Form.Label className="small mb-1">{t('staff.date')}</Form.Label>
          <DateInput value={date} max={format.today()} onChange={(value) => setDate(value)} />
        </Form.Group>
        {day.isPending ? (
          <Spinner size="sm" animation="border" role="status" aria-label={t('staff.loading')} />
        ) : day.isError ? (
          <Alert variant="danger">{day.error.message}</Alert>
        ) : (
          <MarkingTable
            key={`${date}|${day.dataUpdatedAt}`}
            title={t('staff.tableTitle', { date })}
            detailHeader={t('staff.role')}
            rows={day.data.marks.map((m) => ({
              id: m.user_id,
              name: m.name,
              detail: m.roles.join(', '),
              status: m.status,
              remark: m.remark,
            }))}
            problem={day.data.day.problem}
            saved={day.data.saved}
            saving={save.isPending}
            onSave={(marks) => save.mutate(marks)}
            fieldErrors={errors}
          />
        )}
      </Card.Body>
    </Card>
  );
}
