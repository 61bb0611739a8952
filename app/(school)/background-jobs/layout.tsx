/** The words of the background jobs screen's client components. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function BackgroundJobsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['background-jobs']}>{children}</ScreenMessages>;
}
