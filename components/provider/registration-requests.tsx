'use client';
import Table from 'react-bootstrap/Table';
import { ReviewActions } from './review-actions';
import { ListState, useProviderList } from './use-provider-data';

type Registration = {
  id: number;
  schoolName: string;
  subdomain: string;
  contactName: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  message: string | null;
  status: string;
  createdAt: string;
};

export function RegistrationRequests() {
  const list = useProviderList<Registration>('/api/provider/registrations?status=all');
  const rows = list.data ?? [];
  return (
    <>
      <ListState loading={list.isLoading} error={list.error} empty={rows.length === 0} />
      {rows.length > 0 && (
        <Table responsive>
          <thead>
            <tr>
              <th scope="col">School</th>
              <th scope="col">Contact</th>
              <th scope="col">Where</th>
              <th scope="col">Message</th>
              <th scope="col">Filed</th>
              <th scope="col" className="text-end">
                Review
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.schoolName}
                  <div className="small text-muted">{r.subdomain}</div>
                </td>
                <td>
                  {r.contactName}
                  <div className="small text-muted">
                    {r.email} · {r.phone}
                  </div>
                </td>
                <td>
                  {r.city}, {r.country}
                </td>
                <td className="small">{r.message}</td>
                <td className="small">{new Date(r.createdAt).toLocaleDateString()}</td>
                <td>
                  <ReviewActions
                    base="/api/provider/registrations"
                    id={r.id}
                    status={r.status}
                    label={r.schoolName}
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
