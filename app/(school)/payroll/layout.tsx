/** The words of the payroll screens (issue 26): the `payroll` namespace for their client components. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['payroll']}>{children}</ScreenMessages>;
}
