/** The words of /exams/schedule (issue 30): an exam's papers per class, and their print view. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['exams']}>{children}</ScreenMessages>;
}
