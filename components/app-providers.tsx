/**
 * The client providers (components/providers.tsx) with their few words translated here, on the
 * server: they sit in the shell and on the sign-in pages, whose first-load budget has no room
 * for a message formatter.
 */
import type { ReactNode } from 'react';
import { getT } from '@/lib/i18n/server';
import { Providers } from './providers';

export async function AppProviders({ children }: { children: ReactNode }) {
  const t = await getT('common');
  return <Providers closeLabel={t('closeNotice')}>{children}</Providers>;
}
