'use client';
/**
 * /leave (my leaves: cancel while pending) and /leave/requests (approvers: pending first,
 * approve or reject with a comment). One table of leave requests, two sets of actions.
 */
import Link from 'next/link';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'use-intl';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { LEAVE_STATUSES } from '@/lib/db/schema/leave-values';
import { apiFetch } from '@/lib/client/api-fetch';
import type { LeaveRequestRow } from '@/lib/api/modules/leave/types';

export type LeaveRow = LeaveRequestRow;

type Decision = { row: LeaveRow; action: 'approve' | 'reject' | 'cancel' };
type Translate = ReturnType<typeof useTranslations<'leave'>>;

const verbOf = (t: Translate) => ({
  approve: t('decision.approve'),
  reject: t('decision.reject'),
  cancel: t('decision.cancel'),
});

/** A leave's status in words, the same for the badge and the filter. */
const statusLabels = (t: Translate): Record<(typeof LEAVE_STATUSES)[number], string> => ({
  pending: t('status.pending'),
  approved: t('status.approved'),
  rejected: t('status.rejected'),
  cancelled: t('status.cancelled'),
});

function useColumns(showPerson: boolean): Column<LeaveRow>[] {
  const t = useTranslations('leave');
  const format = useSchoolFormat();
  const status = statusLabels(t);
  return [
    ...(showPerson
      ? [
          {
            header: t('list.person'),
            sort: 'person',
            cell: (r: LeaveRow) => (
              <>
                {r.person}
                {r.class_section && <div className="small text-muted">{r.class_section}</div>}
              </>
            ),
          },
        ]
      : [{ header: t('list.for'), cell: (r: LeaveRow) => r.person }]),
    { header: t('list.type'), sort: 'leave_type', cell: (r) => r.leave_type },
    {
      header: t('list.dates'),
      sort: 'start_date',
      cell: (r) =>
        r.start_date === r.end_date
          ? format.date(r.start_date)
          : t('list.dateRange', {
              start: format.date(r.start_date),
              end: format.date(r.end_date),
            }),
    },
    {
      header: t('list.days'),
      cell: (r) => (
        <>
          {r.days}
          {r.without_pay_days > 0 && (
            <div className="small text-danger">
              {t('list.withoutPay', { count: r.without_pay_days })}
            </div>
          )}
        </>
      ),
    },
    {
      header: t('list.reason'),
      cell: (r) => (
        <>
          <span style={{ whiteSpace: 'pre-line' }}>{r.reason}</span>
          {r.attachment && (
            <div>
              <a href={r.attachment} target="_blank" rel="noreferrer">
                {t('list.attachment')}
              </a>
            </div>
          )}
        </>
      ),
    },
    {
      header: t('list.status'),
      sort: 'status',
      cell: (r) => (
        <>
          <StatusBadge status={r.status} label={status[r.status]} />
          {r.decision_comment && <div className="small text-muted">{r.decision_comment}</div>}
        </>
      ),
    },
  ];
}

function DecisionModal({ decision, onDone }: { decision: Decision; onDone: () => void }) {
  const t = useTranslations('leave');
  const invalidate = useInvalidateAfterWrite();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const { row, action } = decision;
  const send = async () => {
    setBusy(true);
    try {
      const res = await apiFetch<{ message: string }>(`/api/leaves/${row.id}/${action}`, {
        method: 'POST',
        body: JSON.stringify({ comment }),
      });
      toast.success(res.message);
      await invalidate();
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('decision.failed'));
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={onDone} aria-labelledby="leave-decision-title">
      <Modal.Header closeButton>
        <Modal.Title id="leave-decision-title" as="h2" className="h5">
          {t('decision.title', { action, person: row.person })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {t('decision.summary', { type: row.leave_type, count: row.days })}
          {action === 'approve' && ` ${t('decision.onLeave')}`}
        </p>
        {action !== 'cancel' && (
          <Form.Group controlId="leave-decision-comment">
            <Form.Label>{t('decision.comment')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={comment}
              maxLength={500}
              onChange={(e) => setComment(e.target.value)}
            />
          </Form.Group>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDone} disabled={busy}>
          {t('decision.close')}
        </Button>
        <Button
          variant={action === 'approve' ? 'success' : 'danger'}
          onClick={send}
          disabled={busy}
        >
          {verbOf(t)[action]}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function LeaveTable({ mine }: { mine: boolean }) {
  const t = useTranslations('leave');
  const statuses = statusLabels(t);
  const statusOptions = LEAVE_STATUSES.map((s) => ({ value: s, label: statuses[s] }));
  const [status, setStatus] = useUrlFilter('status');
  const [kind, setKind] = useUrlFilter('kind');
  const list = useList<LeaveRow>(mine ? '/api/leaves' : '/api/leave-requests', { status, kind });
  const columns = useColumns(!mine);
  const [decision, setDecision] = useState<Decision | null>(null);
  const button = (row: LeaveRow, action: Decision['action'], variant: string) => (
    <Button
      size="sm"
      variant={variant}
      onClick={() => setDecision({ row, action })}
      aria-label={t('decision.button', { action, person: row.person, date: row.start_date })}
    >
      {verbOf(t)[action]}
    </Button>
  );
  return (
    <>
      <DataTable
        title={mine ? t('titles.myLeaves') : t('titles.requests')}
        list={list}
        columns={columns}
        actions={(row) =>
          row.status !== 'pending' ? null : mine ? (
            button(row, 'cancel', 'outline-danger')
          ) : (
            <div className="d-inline-flex gap-1">
              {button(row, 'approve', 'outline-success')}
              {button(row, 'reject', 'outline-danger')}
            </div>
          )
        }
        filters={
          <>
            <FilterSelect
              id="leave-status"
              label={t('list.status')}
              all={t('list.anyStatus')}
              value={status}
              onChange={setStatus}
              options={statusOptions}
            />
            {!mine && (
              <FilterSelect
                id="leave-kind"
                label={t('filter.whose')}
                all={t('filter.staffAndStudents')}
                value={kind}
                onChange={setKind}
                options={[
                  { value: 'staff', label: t('filter.staff') },
                  { value: 'student', label: t('filter.students') },
                ]}
              />
            )}
          </>
        }
        emptyText={mine ? t('list.emptyMine') : t('list.emptyRequests')}
        emptyActions={
          mine ? (
            <Link className="btn btn-primary" href="/leave/create">
              {t('titles.apply')}
            </Link>
          ) : undefined
        }
      />
      {decision && <DecisionModal decision={decision} onDone={() => setDecision(null)} />}
    </>
  );
}

export function MyLeavesScreen() {
  const t = useTranslations('leave');
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('titles.myLeaves')}
        </h1>
        <Link className="btn btn-primary ms-auto no-print" href="/leave/create">
          {t('titles.apply')}
        </Link>
      </div>
      <LeaveTable mine />
    </section>
  );
}

export function LeaveRequestsScreen() {
  const t = useTranslations('leave');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('titles.requests')}
      </h1>
      <LeaveTable mine={false} />
    </section>
  );
}
