/** The marketing site's layout (no admin shell): top navigation, the page, the footer. */
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { SiteFooter } from '@/components/public/site-footer';
import { SiteNav } from '@/components/public/site-nav';
import { PRODUCT_NAME } from '@/components/public/product-name';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <div className="d-flex flex-column min-vh-100">
        <SiteNav productName={PRODUCT_NAME} />
        <main className="flex-grow-1">{children}</main>
        <SiteFooter productName={PRODUCT_NAME} />
      </div>
    </Providers>
  );
}
