/** /student/add-bulk-data: students from a CSV or XLSX file, checked row by row before anything is written. */
import type { Metadata } from 'next';
import { ImportWizard } from '@/components/people/import-wizard';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Bulk Import Students' };

export default function Page() {
  return (
    <PageGuard path="/student/add-bulk-data">
      <h1 className="h3 mb-4">Bulk Import Students</h1>
      <ImportWizard kind="students" />
    </PageGuard>
  );
}
