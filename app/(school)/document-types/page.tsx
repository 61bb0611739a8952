import { DocumentTypesScreen } from '@/components/documents/document-types-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('documents');
  return { title: t('types.title') };
}

export default function Page() {
  return (
    <PageGuard path="/document-types">
      <DocumentTypesScreen />
    </PageGuard>
  );
}
