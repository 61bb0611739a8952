import { MarkAttendanceScreen } from '@/components/attendance/mark-attendance-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('attendance');
  return { title: t('mark.title') };
}

export default function Page() {
  return (
    <PageGuard path="/attendance/mark-attendance">
      <MarkAttendanceScreen />
    </PageGuard>
  );
}
