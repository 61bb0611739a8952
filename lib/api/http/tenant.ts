/**
 * Which school a request names. Clients send the school code (under several header
 * spellings, as the original client does) and, on a subdomain, X-Subdomain; a direct caller
 * may rely on the Host header alone. Every identifier present must name the same school.
 */
import { subdomainFromHost } from '../../tenancy/host';

export const SCHOOL_CODE_HEADERS = ['x-school-code', 'school-code', 'schoolcode'] as const;

export type SchoolHint = { code?: string; subdomain?: string };

export function schoolHint(headers: Headers, appHost: string): SchoolHint {
  const code = SCHOOL_CODE_HEADERS.map((h) => headers.get(h)?.trim()).find((v) => v);
  const explicit = headers.get('x-subdomain')?.trim().toLowerCase() || undefined;
  return {
    code: code || undefined,
    subdomain: explicit ?? subdomainFromHost(headers.get('host'), appHost),
  };
}

export function hasSchoolHint(hint: SchoolHint): boolean {
  return Boolean(hint.code || hint.subdomain);
}
