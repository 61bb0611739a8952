/**
 * The login page's server part, shared by /authentication/login and
 * /pages/authentication/login-simple: the school's brand (or "School not found"), then either
 * a redirect for someone already signed in or the form.
 */
import { Suspense } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { currentUser } from '@/lib/session/current-user';
import { getT, requestLocale } from '@/lib/i18n/server';
import type { Translate } from '@/lib/i18n/translate';
import { lastSignInFailure } from '@/lib/session/sign-in-failure';
import { landingPath, safeReturnTo } from '@/lib/routes/public-paths';
import { BrandedPage } from './branded-page';
import { LoadingNotice } from './loading-notice';
import { LanguageChoice } from './language-choice';
import { LoginForm, type LoginText } from './login-form';
import { SchoolAddressForm, type SchoolAddressText } from './school-address-form';
import { SessionEndedNotice } from './session-ended-notice';

export type LoginSearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The form's words, translated here on the server: the page ships no translation code. */
const loginText = (t: Translate): LoginText => ({
  signIn: t('signIn'),
  signingIn: t('signingIn'),
  email: t('email'),
  password: t('password'),
  signInFailed: t('signInFailed'),
  emailRequired: t('emailRequired'),
  emailInvalid: t('emailInvalid'),
  passwordRequired: t('passwordRequired'),
  passwordTooLong: t('passwordTooLong'),
});

const schoolAddressText = (t: Translate): SchoolAddressText => ({
  form: t('schoolAddress.form'),
  label: t('schoolAddress.label'),
  placeholder: t('schoolAddress.placeholder'),
  go: t('schoolAddress.go'),
  invalid: t('schoolAddress.invalid'),
});

export async function LoginScreen({ searchParams }: { searchParams: LoginSearchParams }) {
  const t = await getT('auth');
  const locale = await requestLocale();
  return (
    <BrandedPage title={(b) => (b.subdomain ? t('signInTo', { school: b.name }) : t('signIn'))}>
      {(branding) => (
        <>
          <Suspense fallback={<LoadingNotice text={t('checkingAuthentication')} />}>
            <LoginGate
              searchParams={searchParams}
              subdomain={branding.subdomain ?? null}
              text={loginText(t)}
              sessionEnded={t('sessionEnded')}
            />
          </Suspense>
          <p className="mt-3 mb-0 small d-flex flex-wrap justify-content-between gap-2">
            <Link href="/authentication/forget-pwd">{t('forgotPassword')}</Link>
            <Link href="/authentication/register-simple">{t('registerSchool')}</Link>
          </p>
          {!branding.subdomain && <SchoolAddressForm text={schoolAddressText(t)} />}
          <LanguageChoice current={locale} label={t('language')} />
        </>
      )}
    </BrandedPage>
  );
}

async function LoginGate({
  searchParams,
  subdomain,
  text,
  sessionEnded,
}: {
  searchParams: LoginSearchParams;
  subdomain: string | null;
  text: LoginText;
  sessionEnded: string;
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
      {expired && <SessionEndedNotice text={sessionEnded} />}
      <LoginForm
        text={text}
        subdomain={subdomain}
        returnTo={returnTo ?? null}
        earlier={first(params.failed) === '1' ? await lastSignInFailure() : undefined}
      />
    </>
  );
}
