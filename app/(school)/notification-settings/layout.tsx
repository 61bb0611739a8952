/** The words of the school's notification settings. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function NotificationSettingsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['notification-screens']}>{children}</ScreenMessages>;
}
