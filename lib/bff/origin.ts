/**
 * Cross-site write protection for the BFF. A write must come from the school's own origin: an
 * Origin header naming another host, or Sec-Fetch-Site saying cross-site or same-site (a
 * sibling school's subdomain), is refused. Pure, so it is tested as a table.
 */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isForbiddenWrite(method: string, headers: Headers, host: string | null): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false; // Non-browser clients send no Origin; the token still guards them.
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== (host ?? '').toLowerCase();
  } catch {
    return true;
  }
}
