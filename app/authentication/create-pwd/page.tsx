import type { Metadata } from 'next';
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import { BrandedPage } from '@/components/auth/branded-page';
import { CreatePasswordForm } from '@/components/auth/create-password-form';
import { Providers } from '@/components/providers';

export const metadata: Metadata = { title: 'Choose a new password' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CreatePasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <BrandedPage title="Choose a new password">
      {() =>
        token ? (
          <Providers>
            <CreatePasswordForm token={token} />
          </Providers>
        ) : (
          <Alert variant="warning" role="alert">
            This page needs the link from your password reset e-mail. Open the link from the e-mail,
            or <Link href="/authentication/forget-pwd">ask for a new one</Link>.
          </Alert>
        )
      }
    </BrandedPage>
  );
}
