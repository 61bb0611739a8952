import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import 'bootstrap/dist/css/bootstrap.min.css';
import './globals.css';
import { PageViews } from '@/components/page-views';

export const metadata: Metadata = {
  title: { default: 'Schola', template: '%s · Schola' },
  description: 'School management for admissions, attendance, fees, payroll and more.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page carries this response's script nonce (middleware.ts), so none may be served
  // from a build-time copy: render each request.
  await connection();
  return (
    <html lang="en">
      <body>
        {/* The client providers (react-query, toasts) wrap only the pages that use them, so
            the sign-in page loads none of their code (issue 10's weight budget). */}
        {children}
        <PageViews />
      </body>
    </html>
  );
}
