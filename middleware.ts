/**
 * Edge middleware: resolve the tenant once (host, ?subdomain=, stored cookie), hand it to the
 * app in a request header, remember a school chosen by parameter, and send visitors without a
 * session from private paths to the login page. A convenience only: the server layouts, the
 * BFF and the API check everything again.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { isPublicPath } from './lib/routes/public-paths';
import { STORED_SUBDOMAIN_COOKIE, resolveTenant } from './lib/tenancy/resolve';
import { PATHNAME_HEADER, TENANT_HEADER, encodeTenant } from './lib/tenancy/request-headers';
import { hasSessionCookie } from './lib/session/cookie-name';
import { appProtocolOf } from './lib/config/protocol';
import { HSTS, newNonce, pageCsp } from './lib/security/headers';

export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const isApi =
    pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/storage/');
  const tenant = resolveTenant({
    host: request.headers.get('host'),
    // ?subdomain= chooses a school on page navigations only: on an API call it is the
    // call's own parameter, never a tenant switch.
    queryParam: isApi ? null : searchParams.get('subdomain'),
    stored: request.cookies.get(STORED_SUBDOMAIN_COOKIE)?.value,
    appHost: process.env.APP_HOST || 'localhost:3000',
  });

  const headers = new Headers(request.headers);
  headers.set(TENANT_HEADER, encodeTenant(tenant));
  headers.set(PATHNAME_HEADER, pathname + request.nextUrl.search);
  // Pages get a policy with a fresh script nonce; Next.js reads it from the request header and
  // puts it on its own scripts. /api and /storage get theirs from next.config.ts.
  const csp = isApi
    ? undefined
    : pageCsp(newNonce(), { development: process.env.NODE_ENV === 'development' });
  if (csp) headers.set('Content-Security-Policy', csp);

  const needsLogin =
    !isApi &&
    tenant.kind === 'school' &&
    !isPublicPath(pathname) &&
    !hasSessionCookie(request.cookies);

  let response: NextResponse;
  if (needsLogin) {
    const login = new URL('/authentication/login', request.url);
    login.searchParams.set('returnTo', pathname + request.nextUrl.search);
    response = NextResponse.redirect(login);
  } else if (tenant.kind === 'school' && !isApi && pathname === '/') {
    // A school's own root is its login (which sends a signed-in user on to their landing page).
    response = NextResponse.redirect(new URL('/authentication/login', request.url));
  } else {
    response = NextResponse.next({ request: { headers } });
  }
  if (csp) response.headers.set('Content-Security-Policy', csp);
  if (appProtocolOf(process.env) === 'https')
    response.headers.set('Strict-Transport-Security', HSTS);
  if (tenant.kind === 'school' && tenant.source === 'query') {
    response.cookies.set(STORED_SUBDOMAIN_COOKIE, tenant.subdomain, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
    });
  }
  return response;
}

export const config = {
  // Skip Next's own files, Vercel's, prefetches and anything with a file extension.
  matcher: [
    {
      source: '/((?!_next/|_vercel|.*\\.[A-Za-z0-9]+$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
