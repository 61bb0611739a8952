/** The words of the audit log's client components. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function AuditLogLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['audit']}>{children}</ScreenMessages>;
}
