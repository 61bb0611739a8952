import type { Metadata } from 'next';
import { StatusPage } from '@/components/public/status-page';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: t('errors.notFound') };
}

export default async function NotFound() {
  const t = await getT('public');
  return (
    <StatusPage code="404" title={t('errors.notFound')}>
      <p className="mb-0">{t('errors.notFoundText')}</p>
    </StatusPage>
  );
}
