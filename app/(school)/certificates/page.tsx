import { CertificatesScreen } from '@/components/certificates/certificates-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('certificates');
  return { title: t('list.title') };
}

export default function Page() {
  return (
    <PageGuard path="/certificates">
      <CertificatesScreen />
    </PageGuard>
  );
}
