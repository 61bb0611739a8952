import type { Metadata } from 'next';
import { StatusPage } from '@/components/public/status-page';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: t('status.maintenance') };
}

export default async function MaintenancePage() {
  const t = await getT('public');
  return (
    <StatusPage title={t('status.maintenance')}>
      <p>{t('status.maintenanceText')}</p>
      <p className="mb-0">{t('status.tryLater')}</p>
    </StatusPage>
  );
}
