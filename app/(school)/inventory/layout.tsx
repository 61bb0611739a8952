import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

/** The inventory screens' words (issue 26). */
export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['inventory']}>{children}</ScreenMessages>;
}
