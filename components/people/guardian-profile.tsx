'use client';
/** One guardian with their children (GET /api/guardians/{id}). */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { LIST_KEY } from '@/components/ui/invalidate';
import { apiFetch } from '@/lib/client/api-fetch';
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

export function GuardianProfile({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery({
    queryKey: [LIST_KEY, 'guardian-profile', id],
    queryFn: async () =>
      (await apiFetch<{ data: Guardian & { students: StudentRow[] } }>(`/api/guardians/${id}`))
        .data,
  });
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return <Alert variant="danger">The guardian could not be loaded: {query.error.message}</Alert>;
  const g = query.data;
  return (
    <Card as="section" className="mb-4" aria-labelledby="guardian-name">
      <Card.Body>
        <div className="d-flex align-items-start">
          <h2 id="guardian-name" className="h5">
            {g.full_name}
          </h2>
          <Button size="sm" variant="outline-secondary" className="ms-auto" onClick={onClose}>
            Close
          </Button>
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
        <h3 className="h6">Children</h3>
        {g.students.length === 0 ? (
          <p className="text-muted">No children linked.</p>
        ) : (
          <ul>
            {g.students.map((s) => (
              <li key={s.id}>
                <Link href={`/student/student-details?student=${s.id}`}>{fullName(s)}</Link> ·{' '}
                {s.class_section_name} · {s.admission_no}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
