/** The certificates screen's words (issue 29): the list, the issue form and the templates. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function CertificatesLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['certificates']}>{children}</ScreenMessages>;
}
