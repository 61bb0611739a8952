import { ApplyLeaveForm } from '@/components/leave/apply-form';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('leave');
  return { title: t('titles.apply') };
}

export default async function Page() {
  const t = await getT('leave');
  return (
    <PageGuard path="/leave/create">
      <h1 className="h3 mb-3">{t('titles.apply')}</h1>
      <ApplyLeaveForm />
    </PageGuard>
  );
}
