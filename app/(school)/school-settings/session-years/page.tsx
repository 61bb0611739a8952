import { SessionYearScreen } from '@/components/school-settings/session-year-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Session years' };

export default function Page() {
  return (
    <PageGuard path="/school-settings/session-years">
      <SessionYearScreen />
    </PageGuard>
  );
}
