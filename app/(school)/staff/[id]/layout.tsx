/** The words of a staff profile's tabs (issue 29): leave, attendance, salary, documents, fields and the profile's own. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages
      namespaces={[
        'people',
        'attendance',
        'leave',
        'payroll',
        'profile',
        'documents',
        'custom-fields',
      ]}
    >
      {children}
    </ScreenMessages>
  );
}
