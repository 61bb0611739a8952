import type { Metadata } from 'next';
import { pageBranding, providerHomeUrl } from '@/components/auth/branding';
import { SchoolNotFound } from '@/components/auth/school-not-found';

export const metadata: Metadata = { title: 'School not found' };

export default async function SchoolNotFoundPage() {
  const page = await pageBranding();
  return (
    <SchoolNotFound
      subdomain={page.found ? undefined : page.subdomain}
      homeUrl={providerHomeUrl()}
    />
  );
}
