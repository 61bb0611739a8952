'use client';
/**
 * Schools' requests for another plan, the open ones by default, newest first; searchable by
 * school, plan, who asked or message; answering one marks it done.
 */
import Button from 'react-bootstrap/Button';
import { useLocale, useTranslations } from 'use-intl';
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

export function PlanRequests() {
  const t = useTranslations('provider');
  const locale = useLocale();
  const columns: Column<Request>[] = [
    { header: t('columns.school'), cell: (r) => r.school, sort: 'school' },
    { header: t('planRequests.planWanted'), cell: (r) => r.plan, sort: 'plan' },
    { header: t('columns.message'), cell: (r) => <span className="small">{r.message}</span> },
    {
      header: t('planRequests.askedBy'),
      cell: (r) => (
        <>
          {r.requested_by}
          <div className="small text-muted">{new Date(r.created_at).toLocaleString(locale)}</div>
        </>
      ),
      sort: 'created_at',
    },
    { header: t('columns.status'), cell: (r) => <StatusBadge status={r.status} />, sort: 'status' },
  ];

  // Open ones unless the address says otherwise ('' = every status).
  const [status, setStatus] = useUrlFilter('status', 'open');
  const list = useList<Request>('/api/provider/subscription-requests', {
    status: status || 'all',
  });
  const action = useProviderAction();
  return (
    <DataTable
      title={t('tabs.planRequests')}
      list={list}
      columns={columns}
      emptyText={t('planRequests.empty')}
      filters={
        <FilterSelect
          id="plan-request-status"
          label={t('columns.status')}
          all={t('columns.everyStatus')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'open', label: t('planRequests.open') },
            { value: 'done', label: t('planRequests.answered') },
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
            {t('planRequests.markAnswered')}
          </Button>
        )
      }
    />
  );
}
