/**
 * What the verification pages behind printed QR codes share (receipts, certificates, ID
 * cards): the school from the page's own address, its answer to the token from the public API,
 * and "not found" for an unknown school, the provider's address, or a token the API refuses.
 */
import { notFound } from 'next/navigation';
import { pageBranding } from '@/components/auth/branding';
import { callApiJson } from '@/lib/bff/upstream';

export async function verifiedPaper<T>(pathOf: (subdomain: string) => string) {
  const page = await pageBranding();
  const subdomain = page.found ? page.branding.subdomain : undefined;
  if (!page.found || !subdomain) notFound();
  const { status, body } = await callApiJson<{ data: T }>(
    { path: pathOf(subdomain) },
    { subdomain },
  );
  if (status !== 200) notFound();
  return { branding: page.branding, paper: body.data };
}
