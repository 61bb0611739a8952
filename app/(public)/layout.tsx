/**
 * The marketing site's layout (no admin shell): top navigation, the page, the footer, in the
 * visitor's language (issue 26: the cookie of their last choice, else the browser's
 * Accept-Language; lib/i18n/resolve.ts).
 */
import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/i18n/screen-messages';
import { AppProviders } from '@/components/app-providers';
import { SiteFooter } from '@/components/public/site-footer';
import { SiteNav } from '@/components/public/site-nav';
import { PRODUCT_NAME } from '@/components/public/product-name';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <ScreenMessages namespaces={['public']}>
        <div className="d-flex flex-column min-vh-100">
          <SiteNav productName={PRODUCT_NAME} />
          <main className="flex-grow-1">{children}</main>
          <SiteFooter productName={PRODUCT_NAME} />
        </div>
      </ScreenMessages>
    </AppProviders>
  );
}
