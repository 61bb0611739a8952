/**
 * The client providers (components/providers.tsx) and the toaster (top-right, 3 s), whose close
 * button is named here, on the server, in the page's language: they sit in the shell and on the
 * sign-in pages, whose first-load budget has no room for a message formatter.
 */
import type { ReactNode } from 'react';
import { getT } from '@/lib/i18n/server';
import { Providers, type CacheSeed } from './providers';
import { Toaster } from './ui/toast';

export async function AppProviders({ children, seed }: { children: ReactNode; seed?: CacheSeed }) {
  const t = await getT('common');
  return (
    <Providers seed={seed}>
      {children}
      <Toaster closeLabel={t('closeNotice')} />
    </Providers>
  );
}
