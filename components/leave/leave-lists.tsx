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
const VERB = { approve: 'Approve', reject: 'Reject', cancel: 'Cancel' } as const;

function useColumns(showPerson: boolean): Column<LeaveRow>[] {
  const format = useSchoolFormat();
  return [
    ...(showPerson
      ? [
          {
            header: 'Person',
            sort: 'person',
            cell: (r: LeaveRow) => (
              <>
                {r.person}
                {r.class_section && <div className="small text-muted">{r.class_section}</div>}
              </>
            ),
          },
        ]
      : [{ header: 'For', cell: (r: LeaveRow) => r.person }]),
    { header: 'Type', sort: 'leave_type', cell: (r) => r.leave_type },
    {
      header: 'Dates',
      sort: 'start_date',
      cell: (r) =>
        r.start_date === r.end_date
          ? format.date(r.start_date)
          : `${format.date(r.start_date)} – ${format.date(r.end_date)}`,
    },
    {
      header: 'Days',
      cell: (r) => (
        <>
          {r.days}
          {r.without_pay_days > 0 && (
            <div className="small text-danger">{r.without_pay_days} without pay</div>
          )}
        </>
      ),
    },
    {
      header: 'Reason',
      cell: (r) => (
        <>
          <span style={{ whiteSpace: 'pre-line' }}>{r.reason}</span>
          {r.attachment && (
            <div>
              <a href={r.attachment} target="_blank" rel="noreferrer">
                Attachment
              </a>
            </div>
          )}
        </>
      ),
    },
    {
      header: 'Status',
      sort: 'status',
      cell: (r) => (
        <>
          <StatusBadge status={r.status} />
          {r.decision_comment && <div className="small text-muted">{r.decision_comment}</div>}
        </>
      ),
    },
  ];
}

function DecisionModal({ decision, onDone }: { decision: Decision; onDone: () => void }) {
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
      toast.error(error instanceof Error ? error.message : 'Nothing was changed.');
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={onDone} aria-labelledby="leave-decision-title">
      <Modal.Header closeButton>
        <Modal.Title id="leave-decision-title" as="h2" className="h5">
          {VERB[action]} the leave of {row.person}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {row.leave_type}, {row.days} day{row.days === 1 ? '' : 's'}.
          {action === 'approve' && ' The attendance of those days will show On leave.'}
        </p>
        {action !== 'cancel' && (
          <Form.Group controlId="leave-decision-comment">
            <Form.Label>Comment (optional)</Form.Label>
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
          Close
        </Button>
        <Button
          variant={action === 'approve' ? 'success' : 'danger'}
          onClick={send}
          disabled={busy}
        >
          {VERB[action]}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

const statusOptions = LEAVE_STATUSES.map((s) => ({
  value: s,
  label: s.charAt(0).toUpperCase() + s.slice(1),
}));

function LeaveTable({ mine }: { mine: boolean }) {
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
      aria-label={`${VERB[action]} the leave of ${row.person} from ${row.start_date}`}
    >
      {VERB[action]}
    </Button>
  );
  return (
    <>
      <DataTable
        title={mine ? 'My leaves' : 'Leave requests'}
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
              label="Status"
              all="Any status"
              value={status}
              onChange={setStatus}
              options={statusOptions}
            />
            {!mine && (
              <FilterSelect
                id="leave-kind"
                label="Whose"
                all="Staff and students"
                value={kind}
                onChange={setKind}
                options={[
                  { value: 'staff', label: 'Staff' },
                  { value: 'student', label: 'Students' },
                ]}
              />
            )}
          </>
        }
        emptyText={mine ? 'You have not applied for leave yet.' : 'No leave requests to decide.'}
        emptyActions={
          mine ? (
            <Link className="btn btn-primary" href="/leave/create">
              Apply leave
            </Link>
          ) : undefined
        }
      />
      {decision && <DecisionModal decision={decision} onDone={() => setDecision(null)} />}
    </>
  );
}

export function MyLeavesScreen() {
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          My leaves
        </h1>
        <Link className="btn btn-primary ms-auto no-print" href="/leave/create">
          Apply leave
        </Link>
      </div>
      <LeaveTable mine />
    </section>
  );
}

export function LeaveRequestsScreen() {
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Leave requests
      </h1>
      <LeaveTable mine={false} />
    </section>
  );
}
