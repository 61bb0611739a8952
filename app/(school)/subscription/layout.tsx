/** The words of the subscription screen's client components. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function SubscriptionLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['subscription']}>{children}</ScreenMessages>;
}
