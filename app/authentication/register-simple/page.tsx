import type { Metadata } from 'next';
import { RegisterScreen } from '@/components/auth/register-screen';
import { Providers } from '@/components/providers';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: t('nav.register') };
}

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ plan?: string | string[] }>;
}) {
  const { plan } = await searchParams;
  const chosen = Number(Array.isArray(plan) ? plan[0] : plan);
  return (
    <Providers>
      <RegisterScreen chosenPlan={Number.isInteger(chosen) ? chosen : undefined} />
    </Providers>
  );
}
