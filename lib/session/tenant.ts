import 'server-only';
/** The tenant of the current request, as middleware resolved it (or resolved again if it did not run). */
import { cookies, headers } from 'next/headers';
import { resolveTenant, STORED_SUBDOMAIN_COOKIE } from '../tenancy/resolve';
import { TENANT_HEADER, decodeTenant } from '../tenancy/request-headers';
import { config } from '../config/env';

export async function currentTenant() {
  const h = await headers();
  const fromMiddleware = h.get(TENANT_HEADER);
  if (fromMiddleware) return decodeTenant(fromMiddleware);
  // Prefetches skip middleware: resolve from the same inputs with the same function.
  const tenant = resolveTenant({
    host: h.get('host'),
    stored: (await cookies()).get(STORED_SUBDOMAIN_COOKIE)?.value,
    appHost: config().appHost,
  });
  return tenant.kind === 'school'
    ? { kind: 'school' as const, subdomain: tenant.subdomain }
    : tenant;
}
