import type { Metadata } from 'next';
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import { BrandedPage } from '@/components/auth/branded-page';
import { CreatePasswordForm } from '@/components/auth/create-password-form';
import { placeElement } from '@/components/auth/place-element';
import { ScreenMessages } from '@/components/i18n/screen-messages';
import { AppProviders } from '@/components/app-providers';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('auth'))('createPassword.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CreatePasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const t = await getT('auth');
  return (
    <BrandedPage title={t('createPassword.title')}>
      {() =>
        token ? (
          <AppProviders>
            <ScreenMessages namespaces={['auth']}>
              <CreatePasswordForm token={token} />
            </ScreenMessages>
          </AppProviders>
        ) : (
          <Alert variant="warning" role="alert">
            {placeElement(
              t,
              'createPassword.needsLink',
              'link',
              <Link href="/authentication/forget-pwd">{t('createPassword.askNewOne')}</Link>,
            )}
          </Alert>
        )
      }
    </BrandedPage>
  );
}
