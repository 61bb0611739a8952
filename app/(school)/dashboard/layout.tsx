/**
 * The dashboard's words (issue 26): its cards, the announcements they quote and a child's
 * attendance history (a guardian's dashboard opens it).
 */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages namespaces={['dashboard', 'announcements', 'attendance', 'timetable']}>
      {children}
    </ScreenMessages>
  );
}
