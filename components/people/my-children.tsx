'use client';
/** A signed-in guardian's own children (GET /api/guardian/children), each with its profile. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { LIST_KEY } from '@/components/ui/invalidate';
import { apiFetch } from '@/lib/client/api-fetch';
import { sentenceCase } from './lookups';
import { StudentProfile } from './student-profile';
import { fullName, type StudentRow } from './student-types';

export function MyChildren() {
  const query = useQuery({
    queryKey: [LIST_KEY, 'guardian-children'],
    queryFn: async () => (await apiFetch<{ data: StudentRow[] }>('/api/guardian/children')).data,
  });
  const [open, setOpen] = useState<number | null>(null);
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return <Alert variant="danger">Your children could not be loaded: {query.error.message}</Alert>;
  return (
    <section aria-labelledby="children-title">
      <h2 id="children-title" className="h5">
        Your children
      </h2>
      {open !== null && <StudentProfile key={open} id={open} onClose={() => setOpen(null)} />}
      {query.data.length === 0 ? (
        <p className="text-muted">No child is linked to your account yet.</p>
      ) : (
        <Table hover className="align-middle">
          <caption className="visually-hidden">Your children</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Admission no.</th>
              <th scope="col">Class-section</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                Profile
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((s) => (
              <tr key={s.id}>
                <td>{fullName(s)}</td>
                <td>{s.admission_no}</td>
                <td>{s.class_section_name}</td>
                <td>{sentenceCase(s.status)}</td>
                <td className="text-end">
                  <Button size="sm" variant="outline-primary" onClick={() => setOpen(s.id)}>
                    View {fullName(s)}
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
