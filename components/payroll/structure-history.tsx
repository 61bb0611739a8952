'use client';
/** A staff member's salary structure versions, newest first, twenty at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import type { ListPage } from '@/components/ui/use-list';
import { apiFetch } from '@/lib/client/api-fetch';
import type { StaffRow } from './salary-structure-screen';

type Version = {
  id: number;
  basic: number;
  effective_from: string;
  components: number;
  created_at: string;
};

const PER_PAGE = 20;

export function StructureHistory({ staff, onDone }: { staff: StaffRow; onDone: () => void }) {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    queryKey: ['salary-structures', staff.id, page],
    queryFn: () =>
      apiFetch<ListPage<Version>>(
        `/api/salary-structures?user_id=${staff.id}&sort=-effective_from&per_page=${PER_PAGE}&page=${page}&total=omit`,
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal show onHide={onDone} aria-labelledby="history-title">
      <Modal.Header closeButton>
        <Modal.Title id="history-title" as="h2" className="h5">
          {t('structure.historyOf', { name: staff.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Table size="sm">
          <thead>
            <tr>
              <th>{t('history.from')}</th>
              <th className="text-end">{t('history.basic')}</th>
              <th className="text-end">{t('components.title')}</th>
              <th>{t('history.saved')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.data ?? []).map((v) => (
              <tr key={v.id}>
                <td>{v.effective_from}</td>
                <td className="text-end">{format.money(v.basic)}</td>
                <td className="text-end">{v.components}</td>
                <td>{format.dateOf(v.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Modal.Body>
      <Modal.Footer>
        {(page > 1 || data?.meta.has_more) && (
          <div className="me-auto btn-group">
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('history.newer')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={!data?.meta.has_more}
              onClick={() => setPage(page + 1)}
            >
              {t('history.older')}
            </Button>
          </div>
        )}
        <Button variant="secondary" onClick={onDone}>
          {t('slip.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
