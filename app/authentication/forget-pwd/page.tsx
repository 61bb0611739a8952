import type { Metadata } from 'next';
import Link from 'next/link';
import { BrandedPage } from '@/components/auth/branded-page';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { ScreenMessages } from '@/components/i18n/screen-messages';
import { AppProviders } from '@/components/app-providers';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('auth'))('forgot.title') };
}

export default async function ForgotPasswordPage() {
  const t = await getT('auth');
  return (
    <BrandedPage title={t('forgot.title')}>
      {(branding) => (
        <>
          <p className="text-muted">
            {branding.subdomain
              ? t('forgot.introSchool', { school: branding.name })
              : t('forgot.introProvider')}
          </p>
          <AppProviders>
            <ScreenMessages namespaces={['auth']}>
              <ForgotPasswordForm />
            </ScreenMessages>
          </AppProviders>
          <p className="mt-3 mb-0 small">
            <Link href="/authentication/login">{t('forgot.back')}</Link>
          </p>
        </>
      )}
    </BrandedPage>
  );
}
