/** The words of the account screens (/app/users/profile) for their client components. */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';

export default function AccountLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['account', 'documents']}>{children}</ScreenMessages>;
}
