'use client';
/** The covers history: how many lessons each teacher covered from a date to another. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { useSchoolFormat } from '@/components/ui/school-format';
import { apiFetch } from '@/lib/client/api-fetch';
import { TIMETABLE_KEY } from './queries';

type Counts = {
  from: string;
  to: string;
  teachers: { user_id: number; name: string; covers: number }[];
};

export function CoverCounts() {
  const t = useTranslations('timetable');
  const format = useSchoolFormat();
  const today = format.today();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const counts = useQuery({
    queryKey: [...TIMETABLE_KEY, 'counts', from, to],
    queryFn: async () =>
      (await apiFetch<{ data: Counts }>(`/api/substitutions/counts?from=${from}&to=${to}`)).data,
  });
  return (
    <section aria-labelledby="counts-title">
      <h2 id="counts-title" className="h5">
        {t('counts.title')}
      </h2>
      <div className="d-flex flex-wrap gap-3 mb-2">
        <Form.Group>
          <Form.Label htmlFor="counts-from" className="small mb-1">
            {t('counts.from')}
          </Form.Label>
          <DateInput id="counts-from" value={from} onChange={setFrom} />
        </Form.Group>
        <Form.Group>
          <Form.Label htmlFor="counts-to" className="small mb-1">
            {t('counts.to')}
          </Form.Label>
          <DateInput id="counts-to" value={to} onChange={setTo} />
        </Form.Group>
      </div>
      {counts.isError && <Alert variant="danger">{counts.error.message}</Alert>}
      {counts.data &&
        (counts.data.teachers.length ? (
          <Table size="sm" className="w-auto">
            <caption className="visually-hidden">{t('counts.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('counts.teacher')}</th>
                <th scope="col" className="text-end">
                  {t('counts.covers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {counts.data.teachers.map((r) => (
                <tr key={r.user_id}>
                  <td>{r.name}</td>
                  <td className="text-end">{r.covers}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="text-body-secondary">{t('counts.none')}</p>
        ))}
    </section>
  );
}
