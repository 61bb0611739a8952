/**
 * The login page's server part, shared by /authentication/login and
 * /pages/authentication/login-simple: the school's brand (or "School not found"), then either
 * a redirect for someone already signed in or the form.
 */
import { Suspense } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { currentUser } from '@/lib/session/current-user';
import { lastSignInFailure } from '@/lib/session/sign-in-failure';
import { landingPath, safeReturnTo } from '@/lib/routes/public-paths';
import { BrandedPage } from './branded-page';
import { LoadingNotice } from './loading-notice';
import { LoginForm } from './login-form';
import { SchoolAddressForm } from './school-address-form';
import { SessionEndedNotice } from './session-ended-notice';

export type LoginSearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function LoginScreen({ searchParams }: { searchParams: LoginSearchParams }) {
  return (
    <BrandedPage title={(b) => (b.subdomain ? `Sign in to ${b.name}` : 'Sign in')}>
      {(branding) => (
        <>
          <Suspense fallback={<LoadingNotice text="Checking authentication..." />}>
            <LoginGate searchParams={searchParams} subdomain={branding.subdomain ?? null} />
          </Suspense>
          <p className="mt-3 mb-0 small d-flex flex-wrap justify-content-between gap-2">
            <Link href="/authentication/forget-pwd">Forgot your password?</Link>
            <Link href="/authentication/register-simple">Register a new school</Link>
          </p>
          {!branding.subdomain && <SchoolAddressForm />}
        </>
      )}
    </BrandedPage>
  );
}

async function LoginGate({
  searchParams,
  subdomain,
}: {
  searchParams: LoginSearchParams;
  subdomain: string | null;
}) {
  const params = await searchParams;
  const returnTo = safeReturnTo(first(params.returnTo));
  // After an expiry the cookie is dead by definition: clear it rather than trust it.
  const expired = first(params.expired) === '1';
  if (!expired) {
    const user = await currentUser();
    if (user) redirect(returnTo ?? landingPath(user.roles));
  }
  return (
    <>
      {expired && <SessionEndedNotice />}
      <LoginForm
        subdomain={subdomain}
        returnTo={returnTo ?? null}
        earlier={first(params.failed) === '1' ? await lastSignInFailure() : undefined}
      />
    </>
  );
}
