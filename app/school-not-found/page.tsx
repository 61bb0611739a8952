import type { Metadata } from 'next';
import { pageBranding, providerHomeUrl } from '@/components/auth/branding';
import { SchoolNotFound } from '@/components/auth/school-not-found';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('common');
  return { title: t('schoolNotFound.title') };
}

export default async function SchoolNotFoundPage() {
  const page = await pageBranding();
  return (
    <SchoolNotFound
      subdomain={page.found ? undefined : page.subdomain}
      homeUrl={providerHomeUrl()}
    />
  );
}
