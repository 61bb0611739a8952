/** The words of /exams (issue 30): the exams list and its create and edit dialog. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['exams']}>{children}</ScreenMessages>;
}
