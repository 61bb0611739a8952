'use client';
/**
 * The deployment's schools: searchable by name, subdomain or code, filtered by status, a page
 * at a time with a CSV of the whole filter; suspend or reactivate one, and its subscription.
 */
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
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

const columns: Column<School>[] = [
  { header: 'School', cell: (s) => s.name, sort: 'name' },
  { header: 'Subdomain', cell: (s) => s.subdomain, sort: 'subdomain' },
  { header: 'Code', cell: (s) => s.school_code, sort: 'school_code' },
  { header: 'Accounts', cell: (s) => s.users },
  { header: 'Plan', cell: (s) => <PlanCell school={s} /> },
  { header: 'Usage', cell: (s) => <UsageCell school={s} /> },
  {
    header: 'Last backup (UTC)',
    cell: (s) => (s.last_backup_at ? dateInZone(s.last_backup_at, 'UTC') : 'never'),
  },
  {
    header: 'Status',
    cell: (s) => <Badge bg={s.status === 'active' ? 'success' : 'secondary'}>{s.status}</Badge>,
    sort: 'status',
  },
];

export function SchoolsTable() {
  const [status, setStatus] = useUrlFilter('status');
  const list = useList<School>('/api/provider/schools', { status });
  const action = useProviderAction();
  return (
    <>
      <RestoreSchoolButton />
      <DataTable
        title="Schools"
        list={list}
        columns={columns}
        emptyText="No school yet: approve a registration request or restore a backup."
        filters={
          <FilterSelect
            id="school-status"
            label="Status"
            all="Every status"
            value={status}
            onChange={setStatus}
            options={[
              { value: 'active', label: 'Active' },
              { value: 'suspended', label: 'Suspended' },
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
              {s.status === 'active' ? `Suspend ${s.name}` : `Reactivate ${s.name}`}
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
