/** The ID cards screen's words (issue 29): the card's template and the download. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function IdCardsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['certificates']}>{children}</ScreenMessages>;
}
