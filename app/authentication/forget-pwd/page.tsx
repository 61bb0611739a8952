import type { Metadata } from 'next';
import Link from 'next/link';
import { BrandedPage } from '@/components/auth/branded-page';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { Providers } from '@/components/providers';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default function ForgotPasswordPage() {
  return (
    <BrandedPage title="Forgot your password?">
      {(branding) => (
        <>
          <p className="text-muted">
            {branding.subdomain
              ? `Enter the e-mail address of your ${branding.name} account and we will send you a link to choose a new password.`
              : 'Enter the e-mail address of your provider account and we will send you a link to choose a new password. School staff and guardians: open this page on your school’s own address.'}
          </p>
          <Providers>
            <ForgotPasswordForm />
          </Providers>
          <p className="mt-3 mb-0 small">
            <Link href="/authentication/login">Back to sign in</Link>
          </p>
        </>
      )}
    </BrandedPage>
  );
}
