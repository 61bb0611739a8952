import { AnnouncementScreen } from '@/components/announcements/announcement-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Announcements' };

export default function Page() {
  return (
    <PageGuard path="/announcements">
      <AnnouncementScreen />
    </PageGuard>
  );
}
