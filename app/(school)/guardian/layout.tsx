/**
 * The words of the /guardian pages' client components (issue 26); attendance: a guardian's;
 * notification-screens: what was sent to a guardian, on their profile (issue 28); fees, leave,
 * profile: a child's profile in tabs (issue 29).
 */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages
      namespaces={[
        'people',
        'attendance',
        'notification-screens',
        'fees',
        'leave',
        'profile',
        'documents',
        'certificates',
        'exams-results',
        'custom-fields',
      ]}
    >
      {children}
    </ScreenMessages>
  );
}
