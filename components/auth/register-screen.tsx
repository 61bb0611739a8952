/**
 * The school registration page, shared by /authentication/register-simple and
 * /pages/authentication/register-simple, in the visitor's language (the `public` namespace:
 * the wizard formats its own words in the browser, under ScreenMessages).
 */
import Link from 'next/link';
import { config } from '@/lib/config/env';
import { ScreenMessages } from '@/components/i18n/screen-messages';
import { getT, requestLocale } from '@/lib/i18n/server';
import { BrandedPage } from './branded-page';
import { priceText } from '@/components/plans/plan-words';
import { publishedPlans } from '@/components/public/pricing-plans';
import { LanguageChoice } from './language-choice';
import { RegisterWizard } from './register-wizard';

export async function RegisterScreen({ chosenPlan }: { chosenPlan?: number }) {
  const t = await getT('public');
  const locale = await requestLocale();
  const plans = (await publishedPlans()).map((p) => ({
    id: p.id,
    label: p.trial_days
      ? t('register.planOptionTrial', { name: p.name, price: priceText(p), days: p.trial_days })
      : t('register.planOption', { name: p.name, price: priceText(p) }),
  }));
  return (
    <BrandedPage title={t('nav.register')} wide>
      {() => (
        <>
          <p className="text-muted">{t('register.intro')}</p>
          <ScreenMessages namespaces={['public']}>
            <RegisterWizard appHost={config().appHost} plans={plans} chosenPlan={chosenPlan} />
          </ScreenMessages>
          <p className="mt-4 mb-0 small">
            {t('register.alreadyRegistered')}{' '}
            <Link href="/authentication/login">{t('register.signIn')}</Link>
          </p>
          <LanguageChoice current={locale} label={t('nav.language')} />
        </>
      )}
    </BrandedPage>
  );
}
