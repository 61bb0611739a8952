'use client';
import { ReviewTable } from './review-table';

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
  return (
    <ReviewTable<Registration>
      path="/api/provider/registrations"
      headers={['School', 'Contact', 'Where', 'Message', 'Filed']}
      label={(r) => r.schoolName}
      cells={(r) => (
        <>
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
        </>
      )}
    />
  );
}
