import { HolidaysScreen } from '@/components/calendar/holidays-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Holidays' };

export default function Page() {
  return (
    <PageGuard path="/holidays">
      <HolidaysScreen />
    </PageGuard>
  );
}
