/**
 * A sign-in-area page framed with the school's brand (or "School not found"), behind the
 * "Loading school information..." fallback while the school is looked up.
 */
import { Suspense, type ReactNode } from 'react';
import { AuthFrame, LoadingFrame } from './auth-frame';
import { pageBranding, providerHomeUrl, type Branding } from './branding';
import { SchoolTheme } from '@/components/theme/school-theme';
import { SchoolNotFound } from './school-not-found';

type Props = {
  title: string | ((branding: Branding) => string);
  /** Shown while the school is looked up (in the page's language where the page is converted). */
  loadingText?: string;
  wide?: boolean;
  children: (branding: Branding) => ReactNode;
};

export function BrandedPage(props: Props) {
  return (
    <Suspense
      fallback={<LoadingFrame text={props.loadingText ?? 'Loading school information...'} />}
    >
      <Branded {...props} />
    </Suspense>
  );
}

async function Branded({ title, wide, children }: Props) {
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
