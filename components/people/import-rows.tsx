'use client';
/**
 * The rows a checked file will write, page by page, each marked "Create" or "Skip (already
 * there)": what the import does, seen before it is done.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';
import { Pager } from './pager';

type Staged = {
  row: number;
  action: 'create' | 'skip';
  data: Record<string, unknown> & { guardians?: { full_name: string; email: string }[] };
};
const PER_PAGE = 20;
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

type Heading =
  'admissionNo' | 'name' | 'classSection' | 'guardians' | 'email' | 'phone' | 'joiningDate';
const COLUMNS: Record<'students' | 'teachers', [Heading, (d: Staged['data']) => string][]> = {
  students: [
    ['admissionNo', (d) => text(d.admission_no)],
    ['name', (d) => `${text(d.first_name)} ${text(d.last_name)}`],
    ['classSection', (d) => text(d.class_section_name)],
    ['guardians', (d) => (d.guardians ?? []).map((g) => `${g.full_name} <${g.email}>`).join(', ')],
  ],
  teachers: [
    ['name', (d) => text(d.full_name)],
    ['email', (d) => text(d.email)],
    ['phone', (d) => text(d.phone)],
    ['joiningDate', (d) => text(d.joining_date)],
  ],
};

export function ImportRows({ batchId, kind }: { batchId: number; kind: 'students' | 'teachers' }) {
  const [page, setPage] = useState(1);
  const t = useTranslations('people');
  const headings: Record<Heading, string> = {
    admissionNo: t('list.admissionNo'),
    name: t('list.name'),
    classSection: t('list.classSection'),
    guardians: t('guardians.legend'),
    email: t('profile.email'),
    phone: t('guardianTable.phone'),
    joiningDate: t('staffFields.joiningDate'),
  };
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
          <caption>{t('import.rowsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('import.row')}</th>
              <th scope="col">{t('import.action')}</th>
              {columns.map(([heading]) => (
                <th scope="col" key={heading}>
                  {headings[heading]}
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
                    <Badge bg="success">{t('import.create')}</Badge>
                  ) : (
                    <Badge bg="secondary">{t('import.skip')}</Badge>
                  )}
                </td>
                {columns.map(([heading, value]) => (
                  <td key={heading}>{value(r.data)}</td>
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
