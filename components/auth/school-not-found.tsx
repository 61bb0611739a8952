/** "School not found": the address names no school (or one that is not available). */
import type { Branding } from './branding';
import { AuthFrame } from './auth-frame';
import { PRODUCT_NAME } from '@/components/public/product-name';

const PRODUCT: Branding = { name: PRODUCT_NAME, logo: null };

export function SchoolNotFound({ subdomain, homeUrl }: { subdomain?: string; homeUrl: string }) {
  return (
    <AuthFrame branding={PRODUCT} title="School not found">
      <p>
        No school is available at the address <strong>{subdomain}</strong>. Check the spelling of
        the address, or ask your school for the right one.
      </p>
      <p className="mb-0">
        <a href={homeUrl} className="btn btn-primary">
          Go to the {PRODUCT_NAME} home page
        </a>
      </p>
    </AuthFrame>
  );
}
