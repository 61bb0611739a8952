/** The words of /exams/marks (issue 30): the marks grid adds its own namespace here. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['exams']}>{children}</ScreenMessages>;
}
