/**
 * Which school a browser request is for: the host's subdomain, else a `subdomain` query
 * parameter, else the value stored in a cookie when one was chosen by parameter. Pure and
 * Edge-safe; reserved and malformed names are never schools.
 */
import { isBareHost, isValidSchoolSubdomain, subdomainFromHost } from './host';

export const STORED_SUBDOMAIN_COOKIE = 'schola_subdomain';

export type TenantInput = {
  host: string | null | undefined;
  queryParam?: string | null;
  stored?: string | null;
  appHost: string;
};

export type Tenant =
  | { kind: 'school'; subdomain: string; source: 'host' | 'query' | 'cookie' }
  | { kind: 'provider' }
  /** A host that is neither the provider's nor one of its subdomains (or a reserved name). */
  | { kind: 'unknown-host' };

function clean(value: string | null | undefined): string | undefined {
  const v = value?.trim().toLowerCase();
  return v && isValidSchoolSubdomain(v) ? v : undefined;
}

export function resolveTenant({ host, queryParam, stored, appHost }: TenantInput): Tenant {
  const fromHost = subdomainFromHost(host, appHost);
  if (fromHost) return { kind: 'school', subdomain: fromHost, source: 'host' };
  const fromQuery = clean(queryParam);
  if (fromQuery) return { kind: 'school', subdomain: fromQuery, source: 'query' };
  const fromCookie = clean(stored);
  if (fromCookie) return { kind: 'school', subdomain: fromCookie, source: 'cookie' };
  return isBareHost(host, appHost) ? { kind: 'provider' } : { kind: 'unknown-host' };
}
