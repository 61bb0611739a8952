/** The provider's console, on the bare host only. */
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ProviderConsole } from '@/components/provider/provider-console';
import { AppProviders } from '@/components/app-providers';
import { currentProvider } from '@/lib/session/current-provider';
import { currentTenant } from '@/lib/session/tenant';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('provider');
  return { title: t('console.title') };
}

export default async function ProviderPage() {
  if ((await currentTenant()).kind !== 'provider') notFound();
  const provider = await currentProvider();
  if (!provider) redirect('/authentication/login?returnTo=%2Fprovider');
  return (
    <AppProviders>
      <ProviderConsole account={provider} />
    </AppProviders>
  );
}
