/** The words of /exams/grading-scales (issue 30): the scales and their bands. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['exams']}>{children}</ScreenMessages>;
}
