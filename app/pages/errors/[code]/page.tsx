/** /pages/errors/error400 … error503: the six error pages of SPEC §2; any other code is a 404. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BackButton } from '@/components/public/back-button';
import { StatusPage } from '@/components/public/status-page';
import { ERROR_CODES, errorCodeOf, errorPage } from '@/lib/content/error-pages';
import { getT } from '@/lib/i18n/server';

type Props = { params: Promise<{ code: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return ERROR_CODES.map((code) => ({ code: `error${code}` }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const code = errorCodeOf((await params).code);
  return code ? { title: errorPage(await getT('public'), code).title } : {};
}

export default async function ErrorCodePage({ params }: Props) {
  const code = errorCodeOf((await params).code);
  if (!code) notFound();
  const t = await getT('public');
  const page = errorPage(t, code);
  return (
    <StatusPage
      code={code}
      title={page.title}
      actions={
        page.signIn ? (
          <>
            <BackButton label={t('status.back')} />
            <Link href="/authentication/login" className="btn btn-primary">
              {t('register.signIn')}
            </Link>
          </>
        ) : undefined
      }
    >
      <p className="mb-0">{page.text}</p>
    </StatusPage>
  );
}
