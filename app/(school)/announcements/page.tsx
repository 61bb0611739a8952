import { AnnouncementScreen } from '@/components/announcements/announcement-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('announcements');
  return { title: t('title') };
}

export default function Page() {
  return (
    <PageGuard path="/announcements">
      <AnnouncementScreen />
    </PageGuard>
  );
}
