/**
 * A sign-in-area page framed with the school's brand (or "School not found"). It renders in
 * the first HTML, with no Suspense boundary: the school comes from the web tier's cached
 * look-up (lib/bff/school-identity-cache.ts, no database call once warm, the last answer kept
 * under load), and a streamed form would stay hidden from a browser without JavaScript, which
 * must still be able to sign in (the form posts to its server fallback).
 */
import type { ReactNode } from 'react';
import { AuthFrame } from './auth-frame';
import { pageBranding, providerHomeUrl, type Branding } from './branding';
import { SchoolTheme } from '@/components/theme/school-theme';
import { SchoolNotFound } from './school-not-found';

type Props = {
  title: string | ((branding: Branding) => string);
  wide?: boolean;
  children: (branding: Branding) => ReactNode;
};

export async function BrandedPage({ title, wide, children }: Props) {
  const page = await pageBranding();
  if (!page.found) return <SchoolNotFound subdomain={page.subdomain} homeUrl={providerHomeUrl()} />;
  return (
    <>
      <SchoolTheme />
      <AuthFrame
        branding={page.branding}
        title={typeof title === 'string' ? title : title(page.branding)}
        wide={wide}
      >
        {children(page.branding)}
      </AuthFrame>
    </>
  );
}
