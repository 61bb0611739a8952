'use client';
import { useTranslations } from 'use-intl';
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

export function PartnerApplications() {
  const t = useTranslations('provider');
  const columns: Column<Application>[] = [
    {
      header: t('partners.applicant'),
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
    { header: t('partners.region'), cell: (a) => a.region, sort: 'region' },
    { header: t('columns.message'), cell: (a) => <span className="small">{a.message}</span> },
  ];
  return (
    <ReviewTable<Application>
      title={t('tabs.partners')}
      path="/api/provider/partner-applications"
      columns={columns}
      label={(a) => a.fullName}
      emptyText={t('partners.empty')}
    />
  );
}
