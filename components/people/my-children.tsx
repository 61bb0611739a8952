'use client';
/** A signed-in guardian's own children (GET /api/guardian/children), each with its profile. */
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { LIST_KEY } from '@/components/ui/invalidate';
import { apiFetch } from '@/lib/client/api-fetch';
import { usePeopleWords } from './people-words';
import { fullName, type StudentRow } from './student-types';

// The child's profile (tabs, issue 29) loads when a child is opened, not with the list: /guardian
// was 263.0 KB of first-load JS with it bundled, over a route's 250 KB.
const StudentProfile = dynamic(() => import('./student-profile').then((m) => m.StudentProfile), {
  loading: () => <Spinner animation="border" size="sm" role="status" />,
});

export function MyChildren() {
  const query = useQuery({
    queryKey: [LIST_KEY, 'guardian-children'],
    queryFn: async () => (await apiFetch<{ data: StudentRow[] }>('/api/guardian/children')).data,
  });
  const [open, setOpen] = useState<number | null>(null);
  const t = useTranslations('people');
  const words = usePeopleWords();
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">{t('children.loadFailed', { message: query.error.message })}</Alert>
    );
  return (
    <section aria-labelledby="children-title">
      <h2 id="children-title" className="h5">
        {t('children.title')}
      </h2>
      {open !== null && <StudentProfile key={open} id={open} onClose={() => setOpen(null)} />}
      {query.data.length === 0 ? (
        <p className="text-muted">{t('children.none')}</p>
      ) : (
        // A card per child on a phone (data-table-stack, globals.css): it scrolled sideways.
        <Table hover className="align-middle data-table-stack">
          <caption className="visually-hidden">{t('children.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.name')}</th>
              <th scope="col">{t('list.admissionNo')}</th>
              <th scope="col">{t('list.classSection')}</th>
              <th scope="col">{t('list.status')}</th>
              <th scope="col" className="text-end">
                {t('profileLink.label')}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((s) => (
              <tr key={s.id}>
                <td data-label={t('list.name')}>{fullName(s)}</td>
                <td data-label={t('list.admissionNo')}>{s.admission_no}</td>
                <td data-label={t('list.classSection')}>{s.class_section_name}</td>
                <td data-label={t('list.status')}>{words.word('status', s.status)}</td>
                <td className="text-end data-table-actions">
                  <Button size="sm" variant="outline-primary" onClick={() => setOpen(s.id)}>
                    {t('list.viewOf', { name: fullName(s) })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
