'use client';
import { useLocale, useTranslations } from 'use-intl';
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

export function RegistrationRequests() {
  const t = useTranslations('provider');
  const locale = useLocale();
  const columns: Column<Registration>[] = [
    {
      header: t('columns.school'),
      cell: (r) => (
        <>
          {r.schoolName}
          <div className="small text-muted">{r.subdomain}</div>
        </>
      ),
      sort: 'school_name',
    },
    {
      header: t('registrations.contact'),
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
    {
      header: t('registrations.where'),
      cell: (r) => t('registrations.place', { city: r.city, country: r.country }),
      sort: 'country',
    },
    { header: t('columns.message'), cell: (r) => <span className="small">{r.message}</span> },
    {
      header: t('registrations.filed'),
      cell: (r) => (
        <span className="small">{new Date(r.createdAt).toLocaleDateString(locale)}</span>
      ),
      sort: 'created_at',
    },
  ];
  return (
    <ReviewTable<Registration>
      title={t('tabs.registrations')}
      path="/api/provider/registrations"
      columns={columns}
      label={(r) => r.schoolName}
      emptyText={t('registrations.empty')}
    />
  );
}
