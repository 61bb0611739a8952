/**
 * The words of the school settings and session years screens; `audit` for the History button
 * in the session year's edit form.
 */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function SchoolSettingsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['settings', 'audit']}>{children}</ScreenMessages>;
}
