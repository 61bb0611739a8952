/**
 * The provider console's words (issue 26), in the provider's own language: its own namespace,
 * `common` for the shared tables and fields, and the namespaces of the parts it borrows from the
 * school's screens (the backup restore dialog, a plan's words).
 */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function ProviderLayout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages namespaces={['provider', 'backup', 'subscription']}>{children}</ScreenMessages>
  );
}
