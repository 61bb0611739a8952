'use client';
/**
 * The analytics script, fetched only where page views are reported (see page-views.tsx): the
 * library is imported on mount, as a separate chunk, so no page carries its code (nor a
 * lazy-component wrapper's) in its first load. Its script counts page views itself, client
 * navigations included.
 */
import { useEffect } from 'react';

export function AnalyticsLoader() {
  useEffect(() => {
    void import('@vercel/analytics').then((analytics) => analytics.inject());
  }, []);
  return null;
}
