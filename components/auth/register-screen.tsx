/** The school registration page, shared by /authentication/register-simple and /pages/authentication/register-simple. */
import Link from 'next/link';
import { config } from '@/lib/config/env';
import { BrandedPage } from './branded-page';
import { priceText } from '@/components/plans/plan-words';
import { publishedPlans } from '@/components/public/pricing-plans';
import { getT } from '@/lib/i18n/server';
import { placeElement } from './place-element';
import { RegisterWizard } from './register-wizard';

export async function RegisterScreen({ chosenPlan }: { chosenPlan?: number }) {
  const t = await getT('auth');
  const plans = (await publishedPlans()).map((p) => {
    const plan = `${p.name} — ${priceText(p)}`;
    return {
      id: p.id,
      label: p.trial_days ? t('register.freeDays', { plan, days: p.trial_days }) : plan,
    };
  });
  return (
    <BrandedPage title={t('register.title')} wide>
      {() => (
        <>
          <p className="text-muted">{t('register.intro')}</p>
          <RegisterWizard appHost={config().appHost} plans={plans} chosenPlan={chosenPlan} />
          <p className="mt-4 mb-0 small">
            {placeElement(
              t,
              'register.already',
              'link',
              <Link href="/authentication/login">{t('signIn')}</Link>,
            )}
          </p>
        </>
      )}
    </BrandedPage>
  );
}
