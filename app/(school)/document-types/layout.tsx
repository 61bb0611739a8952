/** The document types screen's words (issue 29): the list and its form. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function DocumentTypesLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['documents']}>{children}</ScreenMessages>;
}
