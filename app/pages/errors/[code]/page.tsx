/** /pages/errors/error400 … error503: the six error pages of SPEC §2; any other code is a 404. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BackButton } from '@/components/public/back-button';
import { StatusPage } from '@/components/public/status-page';
import { ERROR_PAGES, errorCodeOf } from '@/lib/content/error-pages';

type Props = { params: Promise<{ code: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ERROR_PAGES).map((code) => ({ code: `error${code}` }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const code = errorCodeOf((await params).code);
  return code ? { title: ERROR_PAGES[code].title } : {};
}

export default async function ErrorCodePage({ params }: Props) {
  const code = errorCodeOf((await params).code);
  if (!code) notFound();
  const page: { title: string; text: string; signIn?: boolean } = ERROR_PAGES[code];
  return (
    <StatusPage
      code={code}
      title={page.title}
      actions={
        page.signIn ? (
          <>
            <BackButton />
            <Link href="/authentication/login" className="btn btn-primary">
              Sign in
            </Link>
          </>
        ) : undefined
      }
    >
      <p className="mb-0">{page.text}</p>
    </StatusPage>
  );
}
