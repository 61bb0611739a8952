'use client';
import Table from 'react-bootstrap/Table';
import { ReviewActions } from './review-actions';
import { ListState, useProviderList } from './use-provider-data';

type Application = {
  id: number;
  fullName: string;
  organisation: string;
  email: string;
  phone: string;
  region: string;
  message: string;
  status: string;
};

export function PartnerApplications() {
  const list = useProviderList<Application>('/api/provider/partner-applications?status=all');
  const rows = list.data ?? [];
  return (
    <>
      <ListState loading={list.isLoading} error={list.error} empty={rows.length === 0} />
      {rows.length > 0 && (
        <Table responsive>
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Region</th>
              <th scope="col">Message</th>
              <th scope="col" className="text-end">
                Review
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id}>
                <td>
                  {a.fullName}, {a.organisation}
                  <div className="small text-muted">
                    {a.email} · {a.phone}
                  </div>
                </td>
                <td>{a.region}</td>
                <td className="small">{a.message}</td>
                <td>
                  <ReviewActions
                    base="/api/provider/partner-applications"
                    id={a.id}
                    status={a.status}
                    label={a.fullName}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
