import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

/** The academic screens' words (issue 26); the transfer screen is the people area's. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['academics', 'people']}>{children}</ScreenMessages>;
}
