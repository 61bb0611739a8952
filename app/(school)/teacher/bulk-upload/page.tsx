/** /teacher/bulk-upload: teachers from a CSV or XLSX file, checked row by row before anything is written. */
import type { Metadata } from 'next';
import { ImportWizard } from '@/components/people/import-wizard';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.bulkUploadTeachers') };
}

export default async function Page() {
  const t = await getT('people');
  return (
    <PageGuard path="/teacher/bulk-upload">
      <h1 className="h3 mb-4">{t('pages.bulkUploadTeachers')}</h1>
      <ImportWizard kind="teachers" />
    </PageGuard>
  );
}
