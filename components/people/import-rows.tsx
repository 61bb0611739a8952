'use client';
/**
 * The rows a checked file will write, page by page, each marked "Create" or "Skip (already
 * there)": what the import does, seen before it is done.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { apiFetch } from '@/lib/client/api-fetch';
import { Pager } from './pager';

type Staged = {
  row: number;
  action: 'create' | 'skip';
  data: Record<string, unknown> & { guardians?: { full_name: string; email: string }[] };
};
const PER_PAGE = 20;
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

const COLUMNS = {
  students: [
    ['Admission no.', (d: Staged['data']) => text(d.admission_no)],
    ['Name', (d: Staged['data']) => `${text(d.first_name)} ${text(d.last_name)}`],
    ['Class-section', (d: Staged['data']) => text(d.class_section_name)],
    [
      'Guardians',
      (d: Staged['data']) =>
        (d.guardians ?? []).map((g) => `${g.full_name} <${g.email}>`).join(', '),
    ],
  ],
  teachers: [
    ['Name', (d: Staged['data']) => text(d.full_name)],
    ['E-mail', (d: Staged['data']) => text(d.email)],
    ['Phone', (d: Staged['data']) => text(d.phone)],
    ['Joining date', (d: Staged['data']) => text(d.joining_date)],
  ],
} as const;

export function ImportRows({ batchId, kind }: { batchId: number; kind: 'students' | 'teachers' }) {
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    queryKey: ['import-rows', batchId, page],
    queryFn: () =>
      apiFetch<{ data: Staged[]; meta: { total: number } }>(
        `/api/imports/${batchId}/rows?per_page=${PER_PAGE}&page=${page}`,
      ),
  });
  const pages = Math.max(1, Math.ceil((data?.meta.total ?? 0) / PER_PAGE));
  const columns = COLUMNS[kind];
  return (
    <>
      <div className="table-responsive">
        <Table size="sm" className="align-middle">
          <caption>The rows this import will write</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Action</th>
              {columns.map(([label]) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.data.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>
                  {r.action === 'create' ? (
                    <Badge bg="success">Create</Badge>
                  ) : (
                    <Badge bg="secondary">Skip (already there)</Badge>
                  )}
                </td>
                {columns.map(([label, value]) => (
                  <td key={label}>{value(r.data)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
    </>
  );
}
