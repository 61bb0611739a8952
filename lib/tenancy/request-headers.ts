/**
 * Headers middleware.ts sets on every request it passes on, so server components and route
 * handlers read the tenant resolved once, never a value a client sent.
 */
export const TENANT_HEADER = 'x-schola-tenant';
export const PATHNAME_HEADER = 'x-schola-pathname';

export function encodeTenant(tenant: { kind: string; subdomain?: string }): string {
  return tenant.kind === 'school' ? `school:${tenant.subdomain}` : tenant.kind;
}

export function decodeTenant(
  value: string | null,
): { kind: 'school'; subdomain: string } | { kind: 'provider' | 'unknown-host' } {
  if (value?.startsWith('school:'))
    return { kind: 'school', subdomain: value.slice('school:'.length) };
  return { kind: value === 'provider' ? 'provider' : 'unknown-host' };
}
