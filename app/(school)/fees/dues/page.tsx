import { DuesScreen } from '@/components/fees/dues-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('fees');
  return { title: t('titles.dues') };
}

export default function Page() {
  return (
    <PageGuard path="/fees/dues">
      <DuesScreen />
    </PageGuard>
  );
}
