'use client';
import type { Column } from '@/components/ui/data-table';
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

const columns: Column<Application>[] = [
  {
    header: 'Applicant',
    cell: (a) => (
      <>
        {a.fullName}, {a.organisation}
        <div className="small text-muted">
          {a.email} · {a.phone}
        </div>
      </>
    ),
    sort: 'full_name',
  },
  { header: 'Region', cell: (a) => a.region, sort: 'region' },
  { header: 'Message', cell: (a) => <span className="small">{a.message}</span> },
];

export function PartnerApplications() {
  return (
    <ReviewTable<Application>
      title="Partner applications"
      path="/api/provider/partner-applications"
      columns={columns}
      label={(a) => a.fullName}
      emptyText="Nobody has applied to become a partner yet."
    />
  );
}
