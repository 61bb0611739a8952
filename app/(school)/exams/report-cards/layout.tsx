/** The words of /exams/report-cards (issue 30): the report cards add their own namespace here. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['exams', 'exams-results']}>{children}</ScreenMessages>;
}
