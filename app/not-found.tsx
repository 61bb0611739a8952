import type { Metadata } from 'next';
import { StatusPage } from '@/components/public/status-page';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('common');
  return { title: t('errorPages.notFound.title') };
}

export default async function NotFound() {
  const t = await getT('common');
  return (
    <StatusPage code="404" title={t('errorPages.notFound.title')}>
      <p className="mb-0">{t('errorPages.notFound.text')}</p>
    </StatusPage>
  );
}
