'use client';
import { ReviewTable } from './review-table';

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
  return (
    <ReviewTable<Application>
      path="/api/provider/partner-applications"
      headers={['Applicant', 'Region', 'Message']}
      label={(a) => a.fullName}
      cells={(a) => (
        <>
          <td>
            {a.fullName}, {a.organisation}
            <div className="small text-muted">
              {a.email} · {a.phone}
            </div>
          </td>
          <td>{a.region}</td>
          <td className="small">{a.message}</td>
        </>
      )}
    />
  );
}
