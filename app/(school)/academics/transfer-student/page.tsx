/** /academics/transfer-student: transfers within a session and promotions into the next. */
import { TransferScreen } from '@/components/people/transfer-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('academics');
  return { title: t('transfer.title') };
}

export default async function Page() {
  const t = await getT('academics');
  return (
    <PageGuard path="/academics/transfer-student">
      <h1 className="h3 mb-4">{t('transfer.title')}</h1>
      <TransferScreen />
    </PageGuard>
  );
}
