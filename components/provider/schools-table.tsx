'use client';
/**
 * The deployment's schools: searchable by name, subdomain or code, filtered by status, a page
 * at a time with a CSV of the whole filter; suspend or reactivate one, and its subscription.
 */
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { dateInZone } from '@/lib/calendar';
import { RestoreSchoolButton } from './restore-school';
import { useProviderAction } from './use-provider-data';
import {
  PlanCell,
  SubscriptionActions,
  UsageCell,
  type SchoolSubscription,
} from './school-subscription';

type School = SchoolSubscription & {
  id: number;
  name: string;
  subdomain: string;
  school_code: string;
  status: 'active' | 'suspended';
  users: number;
  /** When the school's latest backup finished (none yet: null). */
  last_backup_at: string | null;
};

export function SchoolsTable() {
  const t = useTranslations('provider');
  // The badge says the state in lower case, as the API names it.
  const STATUS = { active: t('schools.activeBadge'), suspended: t('schools.suspendedBadge') };
  const columns: Column<School>[] = [
    { header: t('columns.school'), cell: (s) => s.name, sort: 'name' },
    { header: t('schools.subdomain'), cell: (s) => s.subdomain, sort: 'subdomain' },
    { header: t('schools.code'), cell: (s) => s.school_code, sort: 'school_code' },
    { header: t('schools.accounts'), cell: (s) => s.users },
    { header: t('columns.plan'), cell: (s) => <PlanCell school={s} /> },
    { header: t('schools.usage'), cell: (s) => <UsageCell school={s} /> },
    {
      header: t('schools.lastBackup'),
      cell: (s) => (s.last_backup_at ? dateInZone(s.last_backup_at, 'UTC') : t('schools.never')),
    },
    {
      header: t('columns.status'),
      cell: (s) => (
        <Badge bg={s.status === 'active' ? 'success' : 'secondary'}>{STATUS[s.status]}</Badge>
      ),
      sort: 'status',
    },
  ];

  const [status, setStatus] = useUrlFilter('status');
  const list = useList<School>('/api/provider/schools', { status });
  const action = useProviderAction();
  return (
    <>
      <RestoreSchoolButton />
      <DataTable
        title={t('tabs.schools')}
        list={list}
        columns={columns}
        emptyText={t('schools.empty')}
        filters={
          <FilterSelect
            id="school-status"
            label={t('columns.status')}
            all={t('columns.everyStatus')}
            value={status}
            onChange={setStatus}
            options={[
              { value: 'active', label: t('schools.active') },
              { value: 'suspended', label: t('schools.suspended') },
            ]}
          />
        }
        actions={(s) => (
          <>
            <Button
              size="sm"
              variant={s.status === 'active' ? 'outline-danger' : 'outline-success'}
              disabled={action.isPending}
              onClick={() =>
                action.mutate({
                  path: `/api/provider/schools/${s.id}/status`,
                  method: 'PUT',
                  body: { status: s.status === 'active' ? 'suspended' : 'active' },
                })
              }
            >
              {s.status === 'active'
                ? t('schools.suspend', { name: s.name })
                : t('schools.reactivate', { name: s.name })}
            </Button>
            <div className="mt-1">
              <SubscriptionActions school={s} />
            </div>
          </>
        )}
      />
    </>
  );
}
