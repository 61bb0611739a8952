import type { Metadata } from 'next';
import { LoginScreen, type LoginSearchParams } from '@/components/auth/login-screen';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('auth'))('signIn') };
}

export default function LoginPage({ searchParams }: { searchParams: LoginSearchParams }) {
  return <LoginScreen searchParams={searchParams} />;
}
