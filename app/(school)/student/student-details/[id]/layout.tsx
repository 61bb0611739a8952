/**
 * The words of a student profile's tabs (issue 29): attendance, fees, leave, documents, the
 * school's fields and the profile's own, only on the profile (the other /student pages do without them).
 */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages
      namespaces={[
        'people',
        'attendance',
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
