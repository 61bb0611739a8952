/** The words of /exams/results (issue 30): results and analysis add their own namespace here. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['exams', 'exams-results']}>{children}</ScreenMessages>;
}
