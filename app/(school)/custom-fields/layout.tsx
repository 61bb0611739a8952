/** The words of the custom fields' settings screen. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function CustomFieldsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['custom-fields']}>{children}</ScreenMessages>;
}
