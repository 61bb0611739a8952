import { StructureForm } from '@/components/fees/structure-form';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Create fee structure' };

export default function Page() {
  return (
    <PageGuard path="/fees/create-fees-structure">
      <StructureForm />
    </PageGuard>
  );
}
