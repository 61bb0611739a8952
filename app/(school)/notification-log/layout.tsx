/** The words of the notification log. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function NotificationLogLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['notification-screens']}>{children}</ScreenMessages>;
}
