import { ShiftScreen } from '@/components/academics/shift-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Shifts' };

export default function Page() {
  return (
    <PageGuard path="/academics/shift">
      <ShiftScreen />
    </PageGuard>
  );
}
