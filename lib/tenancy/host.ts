/**
 * Host → school subdomain. Pure and Edge-safe: used by middleware.ts, the BFF and the API.
 * `riverside.example.com` on APP_HOST `example.com` is the school `riverside`; the bare host,
 * reserved names, deeper names and foreign hosts are no school.
 */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'admin',
  'provider',
  'app',
  'mail',
  'smtp',
  'static',
  'assets',
  'cdn',
  'storage',
  'status',
  'docs',
  'blog',
  'help',
  'support',
  'dashboard',
  'login',
  'auth',
  'schola',
] as const;

const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isReservedSubdomain(name: string): boolean {
  return (RESERVED_SUBDOMAINS as readonly string[]).includes(name.toLowerCase());
}

/** A well-formed, non-reserved subdomain: what a school may be given. */
export function isValidSchoolSubdomain(name: string): boolean {
  return SUBDOMAIN_PATTERN.test(name) && !isReservedSubdomain(name);
}

function withoutPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

/**
 * The school subdomain a Host header names under appHost, or undefined. Ports are ignored:
 * the name decides the tenant, and proxies and dev servers add or change ports freely.
 */
export function subdomainFromHost(
  host: string | null | undefined,
  appHost: string,
): string | undefined {
  if (!host) return undefined;
  const h = host.trim().toLowerCase();
  const base = appHost.trim().toLowerCase();
  const [candidate, suffix] = [withoutPort(h), withoutPort(base)];
  if (!candidate.endsWith(`.${suffix}`)) return undefined;
  const sub = candidate.slice(0, -(suffix.length + 1));
  if (!SUBDOMAIN_PATTERN.test(sub) || isReservedSubdomain(sub)) return undefined;
  return sub;
}

/** Whether the host is the provider's bare host (marketing site and console). */
export function isBareHost(host: string | null | undefined, appHost: string): boolean {
  if (!host) return false;
  return withoutPort(host.trim().toLowerCase()) === withoutPort(appHost.trim().toLowerCase());
}
