/** "School not found": the address names no school (or one that is not available). */
import type { Branding } from './branding';
import { AuthFrame } from './auth-frame';
import { placeElement } from './place-element';
import { PRODUCT_NAME } from '@/components/public/product-name';
import { getT } from '@/lib/i18n/server';

const PRODUCT: Branding = { name: PRODUCT_NAME, logo: null };

export async function SchoolNotFound({
  subdomain,
  homeUrl,
}: {
  subdomain?: string;
  homeUrl: string;
}) {
  const t = await getT('auth');
  return (
    <AuthFrame branding={PRODUCT} title={t('notFound.title')}>
      <p>{placeElement(t, 'notFound.body', 'address', <strong>{subdomain}</strong>)}</p>
      <p className="mb-0">
        <a href={homeUrl} className="btn btn-primary">
          {t('notFound.home', { product: PRODUCT_NAME })}
        </a>
      </p>
    </AuthFrame>
  );
}
