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
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('people');
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
        <Form.Label className="visually-hidden">{t('promotion.find')}</Form.Label>
        <Form.Control
          type="search"
          placeholder={t('promotion.findPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </Form.Group>
      <div className="table-responsive">
        <Table size="sm" className="align-middle">
          <caption className="visually-hidden">{t('promotion.exceptionsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.roll')}</th>
              <th scope="col">{t('moves.student')}</th>
              <th scope="col">{t('promotion.result')}</th>
              <th scope="col">{t('promotion.nextSession')}</th>
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
                    aria-label={t('promotion.resultOf', { name: fullName(s) })}
                    value={decisionOf(s.id).result}
                    onChange={(e) => decide(s, { result: e.target.value as Decision['result'] })}
                  >
                    <option value="pass">{t('promotion.pass')}</option>
                    <option value="fail">{t('promotion.fail')}</option>
                  </Form.Select>
                </td>
                <td>
                  <Form.Select
                    size="sm"
                    aria-label={t('promotion.nextSessionOf', { name: fullName(s) })}
                    value={decisionOf(s.id).next}
                    onChange={(e) => decide(s, { next: e.target.value as Decision['next'] })}
                  >
                    <option value="continue">{t('promotion.continueOption')}</option>
                    <option value="leave">{t('promotion.leaveOption')}</option>
                  </Form.Select>
                </td>
              </tr>
            ))}
            {students.data && !students.data.data.length && (
              <tr>
                <td colSpan={4} className="text-muted">
                  {search ? t('promotion.noMatch') : t('promotion.noStudents')}
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
        counted={t('promotion.counted', { count: total })}
      />
    </>
  );
}
