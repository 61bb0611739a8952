/** The words of the backup screen's client components. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function BackupLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['backup']}>{children}</ScreenMessages>;
}
