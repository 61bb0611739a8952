'use client';
/** Schools' requests for another plan, open ones first; answering one marks it done. */
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { StatusBadge } from '@/components/ui/status-badge';
import { ListState, useProviderAction, useProviderList } from './use-provider-data';

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
  const list = useProviderList<Request>('/api/provider/subscription-requests');
  const action = useProviderAction();
  const rows = list.data ?? [];
  return (
    <>
      <ListState loading={list.isLoading} error={list.error} empty={rows.length === 0} />
      {rows.length > 0 && (
        <Table responsive hover>
          <caption className="visually-hidden">Plan requests</caption>
          <thead>
            <tr>
              <th scope="col">School</th>
              <th scope="col">Plan wanted</th>
              <th scope="col">Message</th>
              <th scope="col">Asked by</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.school}</td>
                <td>{r.plan}</td>
                <td className="small">{r.message}</td>
                <td>
                  {r.requested_by}
                  <div className="small text-muted">
                    {new Date(r.created_at).toLocaleString('en')}
                  </div>
                </td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
                <td className="text-end">
                  {r.status === 'open' && (
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
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
