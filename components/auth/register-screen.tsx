/** The school registration page, shared by /authentication/register-simple and /pages/authentication/register-simple. */
import Link from 'next/link';
import { config } from '@/lib/config/env';
import { BrandedPage } from './branded-page';
import { RegisterWizard } from './register-wizard';

export function RegisterScreen() {
  return (
    <BrandedPage title="Register your school" wide>
      {() => (
        <>
          <p className="text-muted">
            Tell us about your school. We review each request and set up your school&apos;s own
            address and School Admin account once it is approved.
          </p>
          <RegisterWizard appHost={config().appHost} />
          <p className="mt-4 mb-0 small">
            Already registered? <Link href="/authentication/login">Sign in</Link>
          </p>
        </>
      )}
    </BrandedPage>
  );
}
