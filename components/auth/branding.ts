import 'server-only';
/**
 * Whose name and logo a sign-in page shows: the school named by the address, or the product's
 * own on the provider's host; or that the named school does not exist.
 */
import { config } from '@/lib/config/env';
import { currentSchool } from '@/lib/session/current-user';
import { PRODUCT_NAME } from '@/components/public/product-name';

export type Branding = {
  name: string;
  logo: string | null;
  /** The school's subdomain; absent on the provider's host. */
  subdomain?: string;
};

export type PageBranding =
  { found: true; branding: Branding } | { found: false; subdomain: string };

export async function pageBranding(): Promise<PageBranding> {
  const school = await currentSchool();
  if (!school) return { found: true, branding: { name: PRODUCT_NAME, logo: null } };
  if (!school.info) return { found: false, subdomain: school.subdomain };
  return {
    found: true,
    branding: { name: school.info.name, logo: school.info.logo, subdomain: school.subdomain },
  };
}

/** The provider's home page, on the bare host, from configuration (never from request headers). */
export function providerHomeUrl(): string {
  const cfg = config();
  return `${cfg.appProtocol}://${cfg.appHost}/`;
}
