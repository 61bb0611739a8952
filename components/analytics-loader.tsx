'use client';
/**
 * The analytics script, fetched only where page views are reported (see page-views.tsx): a
 * separate chunk, so pages elsewhere carry none of its code in their first load.
 */
import dynamic from 'next/dynamic';

export const AnalyticsLoader = dynamic(
  () => import('@vercel/analytics/next').then((m) => m.Analytics),
  { ssr: false },
);
