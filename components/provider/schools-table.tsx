'use client';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { dateInZone } from '@/lib/calendar';
import { RestoreSchoolButton } from './restore-school';
import { ListState, useProviderAction, useProviderList } from './use-provider-data';
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
  const schools = useProviderList<School>('/api/provider/schools');
  const action = useProviderAction();
  const rows = schools.data ?? [];
  return (
    <>
      <RestoreSchoolButton />
      <ListState loading={schools.isLoading} error={schools.error} empty={rows.length === 0} />
      {rows.length > 0 && (
        <Table responsive hover>
          <thead>
            <tr>
              <th scope="col">School</th>
              <th scope="col">Subdomain</th>
              <th scope="col">Code</th>
              <th scope="col">Accounts</th>
              <th scope="col">Plan</th>
              <th scope="col">Usage</th>
              <th scope="col">Last backup (UTC)</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{s.subdomain}</td>
                <td>{s.school_code}</td>
                <td>{s.users}</td>
                <td>
                  <PlanCell school={s} />
                </td>
                <td>
                  <UsageCell school={s} />
                </td>
                <td>{s.last_backup_at ? dateInZone(s.last_backup_at, 'UTC') : 'never'}</td>
                <td>
                  <Badge bg={s.status === 'active' ? 'success' : 'secondary'}>{s.status}</Badge>
                </td>
                <td className="text-end">
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
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
