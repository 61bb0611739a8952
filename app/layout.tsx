import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import './globals.css';
import { PageViews } from '@/components/page-views';
import { bootstrapHref } from '@/lib/i18n/direction-styles';
import { directionOf } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/server';

export const metadata: Metadata = {
  title: { default: 'Schola', template: '%s · Schola' },
  description: 'School management for admissions, attendance, fees, payroll and more.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page carries this response's script nonce (middleware.ts), so none may be served
  // from a build-time copy: render each request.
  await connection();
  // The page's language (lib/i18n/resolve.ts): lang and dir on <html>, and Bootstrap's build
  // for that direction, Arabic's mirrored one, loaded as a stylesheet rather than bundled so
  // that no page ships both.
  const locale = await requestLocale();
  const dir = directionOf(locale);
  return (
    <html lang={locale} dir={dir}>
      <head>
        <link rel="stylesheet" href={bootstrapHref(dir)} precedence="bootstrap" />
      </head>
      <body>
        {/* The client providers (react-query, toasts) wrap only the pages that use them, so
            the sign-in page loads none of their code (issue 10's weight budget). */}
        {children}
        <PageViews />
      </body>
    </html>
  );
}
