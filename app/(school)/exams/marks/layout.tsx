import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

/** The marks entry screen's words (issue 30). */
export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['exams-marks']}>{children}</ScreenMessages>;
}
