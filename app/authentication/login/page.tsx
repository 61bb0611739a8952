import type { Metadata } from 'next';
import { LoginScreen, type LoginSearchParams } from '@/components/auth/login-screen';

export const metadata: Metadata = { title: 'Sign in' };

export default function LoginPage({ searchParams }: { searchParams: LoginSearchParams }) {
  return <LoginScreen searchParams={searchParams} />;
}
