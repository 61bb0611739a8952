/** The school registration page, shared by /authentication/register-simple and /pages/authentication/register-simple. */
import Link from 'next/link';
import { config } from '@/lib/config/env';
import { BrandedPage } from './branded-page';
import { priceText } from '@/components/plans/plan-words';
import { publishedPlans } from '@/components/public/pricing-plans';
import { RegisterWizard } from './register-wizard';

export async function RegisterScreen({ chosenPlan }: { chosenPlan?: number }) {
  const plans = (await publishedPlans()).map((p) => ({
    id: p.id,
    label: `${p.name} — ${priceText(p)}${p.trial_days ? `, ${p.trial_days} days free` : ''}`,
  }));
  return (
    <BrandedPage title="Register your school" wide>
      {() => (
        <>
          <p className="text-muted">
            Tell us about your school. We review each request and set up your school&apos;s own
            address and School Admin account once it is approved.
          </p>
          <RegisterWizard appHost={config().appHost} plans={plans} chosenPlan={chosenPlan} />
          <p className="mt-4 mb-0 small">
            Already registered? <Link href="/authentication/login">Sign in</Link>
          </p>
        </>
      )}
    </BrandedPage>
  );
}
