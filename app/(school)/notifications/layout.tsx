/** The words of the user's own notifications screen. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function NotificationsLayout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages namespaces={['notification-screens', 'notification-devices']}>
      {children}
    </ScreenMessages>
  );
}
