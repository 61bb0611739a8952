/** The words of the timetable's screens (issue 31), and their print layout. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';
import './timetable-print.css';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['timetable']}>{children}</ScreenMessages>;
}
