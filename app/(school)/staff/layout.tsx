/** The words of the /staff pages' client components (issue 26). */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages namespaces={['people', 'payroll', 'custom-fields']}>{children}</ScreenMessages>
  );
}
