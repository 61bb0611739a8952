/** The holidays screen's words (issue 26): the calendar and the shared list and form. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function HolidaysLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['calendar']}>{children}</ScreenMessages>;
}
