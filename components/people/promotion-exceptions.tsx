'use client';
/**
 * The exceptions of a promotion: everyone passes and continues, so staff only page through a
 * class-section's students to mark who fails or leaves. Marks are kept across pages and
 * sections; nothing is loaded beyond the page on screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { LIST_KEY } from '@/components/ui/invalidate';
import { apiFetch } from '@/lib/client/api-fetch';
import { Pager } from './pager';
import { fullName, type StudentRow } from './student-types';

export type Decision = { result: 'pass' | 'fail'; next: 'continue' | 'leave' };
export type Exceptions = Record<number, Decision & { name: string }>;
const DEFAULT: Decision = { result: 'pass', next: 'continue' };
const PER_PAGE = 25;

export function PromotionExceptions(props: {
  classSectionId: string;
  sessionYearId: string;
  exceptions: Exceptions;
  onChange: (next: Exceptions) => void;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = new URLSearchParams({
    status: 'active',
    sort: 'roll_number',
    per_page: String(PER_PAGE),
    page: String(page),
    class_section_id: props.classSectionId,
    session_year_id: props.sessionYearId,
    ...(search ? { search } : {}),
  });
  const students = useQuery({
    queryKey: [LIST_KEY, 'promotion-students', query.toString()],
    enabled: Boolean(props.classSectionId && props.sessionYearId),
    queryFn: () =>
      apiFetch<{ data: StudentRow[]; meta: { total: number } }>(`/api/students?${query}`),
  });
  const total = students.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const decisionOf = (id: number): Decision => props.exceptions[id] ?? DEFAULT;
  const decide = (s: StudentRow, patch: Partial<Decision>) => {
    const next = { ...decisionOf(s.id), ...patch };
    const copy = { ...props.exceptions };
    if (next.result === 'pass' && next.next === 'continue') delete copy[s.id];
    else copy[s.id] = { ...next, name: fullName(s) };
    props.onChange(copy);
  };

  return (
    <>
      <Form.Group className="mb-2" controlId="promotion-search">
        <Form.Label className="visually-hidden">Find a student</Form.Label>
        <Form.Control
          type="search"
          placeholder="Find a student by name or admission number"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </Form.Group>
      <div className="table-responsive">
        <Table size="sm" className="align-middle">
          <caption className="visually-hidden">Result and next session of each student</caption>
          <thead>
            <tr>
              <th scope="col">Roll</th>
              <th scope="col">Student</th>
              <th scope="col">Result</th>
              <th scope="col">Next session</th>
            </tr>
          </thead>
          <tbody>
            {students.data?.data.map((s) => (
              <tr key={s.id} className={props.exceptions[s.id] ? 'table-warning' : undefined}>
                <td>{s.roll_number ?? '—'}</td>
                <td>
                  {fullName(s)} <span className="text-muted small">{s.admission_no}</span>
                </td>
                <td>
                  <Form.Select
                    size="sm"
                    aria-label={`Result of ${fullName(s)}`}
                    value={decisionOf(s.id).result}
                    onChange={(e) => decide(s, { result: e.target.value as Decision['result'] })}
                  >
                    <option value="pass">Pass</option>
                    <option value="fail">Fail (repeat the class)</option>
                  </Form.Select>
                </td>
                <td>
                  <Form.Select
                    size="sm"
                    aria-label={`Next session of ${fullName(s)}`}
                    value={decisionOf(s.id).next}
                    onChange={(e) => decide(s, { next: e.target.value as Decision['next'] })}
                  >
                    <option value="continue">Continue</option>
                    <option value="leave">Leave the school</option>
                  </Form.Select>
                </td>
              </tr>
            ))}
            {students.data && !students.data.data.length && (
              <tr>
                <td colSpan={4} className="text-muted">
                  {search ? 'No student matches this search.' : 'No active students here.'}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </div>
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        counted={`${total} ${total === 1 ? 'student' : 'students'}`}
      />
    </>
  );
}
