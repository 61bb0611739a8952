import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

/** The attendance screens' words (issue 26). */
export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['attendance']}>{children}</ScreenMessages>;
}
