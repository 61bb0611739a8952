import type { Metadata } from 'next';
import { RegisterScreen } from '@/components/auth/register-screen';
import { Providers } from '@/components/providers';

export const metadata: Metadata = { title: 'Register your school' };

export default function RegisterPage() {
  return (
    <Providers>
      <RegisterScreen />
    </Providers>
  );
}
