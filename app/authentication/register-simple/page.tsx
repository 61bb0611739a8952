import type { Metadata } from 'next';
import { RegisterScreen } from '@/components/auth/register-screen';
import { ScreenMessages } from '@/components/i18n/screen-messages';
import { AppProviders } from '@/components/app-providers';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('auth'))('register.title') };
}

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ plan?: string | string[] }>;
}) {
  const { plan } = await searchParams;
  const chosen = Number(Array.isArray(plan) ? plan[0] : plan);
  return (
    <AppProviders>
      <ScreenMessages namespaces={['auth']}>
        <RegisterScreen chosenPlan={Number.isInteger(chosen) ? chosen : undefined} />
      </ScreenMessages>
    </AppProviders>
  );
}
