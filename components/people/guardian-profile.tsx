'use client';
/** One guardian with their children (GET /api/guardians/{id}). */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { RecordCrumb } from '@/components/shell/breadcrumb';
import { PrintButton } from '@/components/ui/print-button';
import { apiFetch } from '@/lib/client/api-fetch';
import { GUARDIAN, studentPath } from './record-kinds';
import { fullName, type StudentRow } from './student-types';

export type Guardian = {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  occupation: string | null;
  address: string | null;
  children: number;
};

/** /guardian/{id}: one guardian's page. */
export function GuardianProfile({ id }: { id: number }) {
  const query = useQuery({
    queryKey: GUARDIAN.queryKey(id),
    queryFn: async () =>
      (await apiFetch<{ data: Guardian & { students: StudentRow[] } }>(`/api/guardians/${id}`))
        .data,
  });
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return <Alert variant="danger">The guardian could not be loaded: {query.error.message}</Alert>;
  const g = query.data;
  return (
    <Card as="section" className="mb-4 print-plain" aria-labelledby="guardian-name">
      <RecordCrumb label={g.full_name} />
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
          <h1 id="guardian-name" className="h4 mb-0">
            {g.full_name}
          </h1>
          <div className="ms-auto">
            <PrintButton />
          </div>
        </div>
        <dl className="row">
          <dt className="col-sm-3">E-mail (sign-in)</dt>
          <dd className="col-sm-9">{g.email}</dd>
          <dt className="col-sm-3">Phone</dt>
          <dd className="col-sm-9">{g.phone ?? '—'}</dd>
          <dt className="col-sm-3">Occupation</dt>
          <dd className="col-sm-9">{g.occupation ?? '—'}</dd>
          <dt className="col-sm-3">Address</dt>
          <dd className="col-sm-9">{g.address ?? '—'}</dd>
        </dl>
        <h2 className="h6">Children</h2>
        {g.students.length === 0 ? (
          <p className="text-body-secondary">No children linked.</p>
        ) : (
          <ul>
            {g.students.map((s) => (
              <li key={s.id}>
                <Link href={studentPath(s.id)}>{fullName(s)}</Link> · {s.class_section_name} ·{' '}
                {s.admission_no}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
