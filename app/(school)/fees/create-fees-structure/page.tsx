import { StructureForm } from '@/components/fees/structure-form';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('fees');
  return { title: t('titles.createStructure') };
}

export default function Page() {
  return (
    <PageGuard path="/fees/create-fees-structure">
      <StructureForm />
    </PageGuard>
  );
}
