/** /pages/errors/error400 … error503: the six error pages of SPEC §2; any other code is a 404. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BackButton } from '@/components/public/back-button';
import { StatusPage } from '@/components/public/status-page';
import { ERROR_PAGES, errorCodeOf, errorPageWords } from '@/lib/content/error-pages';
import { getT } from '@/lib/i18n/server';

type Props = { params: Promise<{ code: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ERROR_PAGES).map((code) => ({ code: `error${code}` }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const code = errorCodeOf((await params).code);
  return code ? { title: errorPageWords(code, await getT('common')).title } : {};
}

export default async function ErrorCodePage({ params }: Props) {
  const code = errorCodeOf((await params).code);
  if (!code) notFound();
  const t = await getT('common');
  const page: { signIn?: boolean } = ERROR_PAGES[code];
  const words = errorPageWords(code, t);
  return (
    <StatusPage
      code={code}
      title={words.title}
      actions={
        page.signIn ? (
          <>
            <BackButton label={t('statusPage.goBack')} />
            <Link href="/authentication/login" className="btn btn-primary">
              {t('statusPage.signIn')}
            </Link>
          </>
        ) : undefined
      }
    >
      <p className="mb-0">{words.text}</p>
    </StatusPage>
  );
}
