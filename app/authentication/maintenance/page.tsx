import type { Metadata } from 'next';
import { StatusPage } from '@/components/public/status-page';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('auth'))('maintenance.title') };
}

export default async function MaintenancePage() {
  const t = await getT('auth');
  return (
    <StatusPage title={t('maintenance.title')}>
      <p>{t('maintenance.body')}</p>
      <p className="mb-0">{t('maintenance.retry')}</p>
    </StatusPage>
  );
}
