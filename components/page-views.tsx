/**
 * Page views go to @vercel/analytics only where it can report: on Vercel, or when switched on
 * with NEXT_PUBLIC_ANALYTICS=on. Elsewhere its script 404s and logs errors, so it is left out
 * (and its code is loaded on demand, so it costs nothing where it is off).
 */
import { AnalyticsLoader } from './analytics-loader';

export function PageViews() {
  const enabled = process.env.VERCEL === '1' || process.env.NEXT_PUBLIC_ANALYTICS === 'on';
  return enabled ? <AnalyticsLoader /> : null;
}
