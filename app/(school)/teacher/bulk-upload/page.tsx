/** /teacher/bulk-upload: teachers from a CSV or XLSX file, checked row by row before anything is written. */
import type { Metadata } from 'next';
import { ImportWizard } from '@/components/people/import-wizard';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Bulk Upload Teachers' };

export default function Page() {
  return (
    <PageGuard path="/teacher/bulk-upload">
      <h1 className="h3 mb-4">Bulk Upload Teachers</h1>
      <ImportWizard kind="teachers" />
    </PageGuard>
  );
}
