'use client';
import type { Column } from '@/components/ui/data-table';
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

const columns: Column<Registration>[] = [
  {
    header: 'School',
    cell: (r) => (
      <>
        {r.schoolName}
        <div className="small text-muted">{r.subdomain}</div>
      </>
    ),
    sort: 'school_name',
  },
  {
    header: 'Contact',
    cell: (r) => (
      <>
        {r.contactName}
        <div className="small text-muted">
          {r.email} · {r.phone}
        </div>
      </>
    ),
    sort: 'contact_name',
  },
  { header: 'Where', cell: (r) => `${r.city}, ${r.country}`, sort: 'country' },
  { header: 'Message', cell: (r) => <span className="small">{r.message}</span> },
  {
    header: 'Filed',
    cell: (r) => <span className="small">{new Date(r.createdAt).toLocaleDateString()}</span>,
    sort: 'created_at',
  },
];

export function RegistrationRequests() {
  return (
    <ReviewTable<Registration>
      title="Registration requests"
      path="/api/provider/registrations"
      columns={columns}
      label={(r) => r.schoolName}
      emptyText="No school has asked to register yet."
    />
  );
}
