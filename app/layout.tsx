import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import 'bootstrap/dist/css/bootstrap.min.css';
import './globals.css';
import { Providers } from '@/components/providers';
import { PageViews } from '@/components/page-views';

export const metadata: Metadata = {
  title: { default: 'Schola', template: '%s · Schola' },
  description: 'School management for admissions, attendance, fees, payroll and more.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
        <PageViews />
      </body>
    </html>
  );
}
