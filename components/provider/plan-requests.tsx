'use client';
/**
 * Schools' requests for another plan, the open ones by default, newest first; searchable by
 * school, plan, who asked or message; answering one marks it done.
 */
import Button from 'react-bootstrap/Button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { useProviderAction } from './use-provider-data';

type Request = {
  id: number;
  school_id: number;
  school: string;
  plan: string;
  message: string | null;
  requested_by: string;
  status: 'open' | 'done';
  created_at: string;
};

const columns: Column<Request>[] = [
  { header: 'School', cell: (r) => r.school, sort: 'school' },
  { header: 'Plan wanted', cell: (r) => r.plan, sort: 'plan' },
  { header: 'Message', cell: (r) => <span className="small">{r.message}</span> },
  {
    header: 'Asked by',
    cell: (r) => (
      <>
        {r.requested_by}
        <div className="small text-muted">{new Date(r.created_at).toLocaleString('en')}</div>
      </>
    ),
    sort: 'created_at',
  },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} />, sort: 'status' },
];

export function PlanRequests() {
  // Open ones unless the address says otherwise ('' = every status).
  const [status, setStatus] = useUrlFilter('status', 'open');
  const list = useList<Request>('/api/provider/subscription-requests', {
    status: status || 'all',
  });
  const action = useProviderAction();
  return (
    <DataTable
      title="Plan requests"
      list={list}
      columns={columns}
      emptyText="No school has asked for another plan."
      filters={
        <FilterSelect
          id="plan-request-status"
          label="Status"
          all="Every status"
          value={status}
          onChange={setStatus}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'done', label: 'Answered' },
          ]}
        />
      }
      actions={(r) =>
        r.status === 'open' && (
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={action.isPending}
            onClick={() =>
              action.mutate({
                path: `/api/provider/schools/${r.school_id}/subscription-requests/${r.id}/done`,
              })
            }
          >
            Mark answered
          </Button>
        )
      }
    />
  );
}
