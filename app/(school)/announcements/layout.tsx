/** The announcements screen's words (issue 26): its list, form and attachment dialog. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function AnnouncementsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['announcements']}>{children}</ScreenMessages>;
}
