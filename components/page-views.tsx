/**
 * Page views go to @vercel/analytics only where it can report: on Vercel, or when switched on
 * with NEXT_PUBLIC_ANALYTICS=on. Elsewhere its script 404s and logs errors, so it is left out.
 */
import { Analytics } from '@vercel/analytics/next';

export function PageViews() {
  const enabled = process.env.VERCEL === '1' || process.env.NEXT_PUBLIC_ANALYTICS === 'on';
  return enabled ? <Analytics /> : null;
}
