/**
 * The backend-for-frontend. Every browser call to /api/* lands here: the session cookie is
 * opened, cross-site writes are refused, the token and school headers are added and the call
 * is forwarded to the API. Login and logout are handled here so the token stays server-side.
 */
import { NextResponse, type NextRequest } from 'next/server';
import {
  callApi,
  headersForTheBrowser,
  inProcessAdmission,
  browserLanguages,
  type CallContext,
} from '@/lib/bff/upstream';
import { signIn } from '@/lib/bff/sign-in';
import { earlyRefusal } from '@/lib/bff/early-refusal';
import { browserAddress } from '@/lib/bff/client-address';
import { isForbiddenWrite } from '@/lib/bff/origin';
import { forwardedBody } from '@/lib/bff/request-body';
import { getSession } from '@/lib/session/session';
import { currentTenant } from '@/lib/session/tenant';

async function handle(request: NextRequest): Promise<Response> {
  if (isForbiddenWrite(request.method, request.headers, request.headers.get('host'))) {
    return NextResponse.json(
      { error: true, message: 'Cross-site requests are not allowed.' },
      { status: 403 },
    );
  }
  const tenant = await currentTenant();
  const subdomain = tenant.kind === 'school' ? tenant.subdomain : null;
  // Before the session is opened or the body read: see lib/bff/early-refusal.ts.
  const busy = earlyRefusal(await inProcessAdmission(), request.nextUrl.pathname, subdomain ?? '');
  if (busy) return busy;
  const session = await getSession();
  if (session.token && (session.subdomain ?? null) !== subdomain) {
    // A session belongs to the school it was opened on; here it is as good as none.
    session.destroy();
  }
  const path = request.nextUrl.pathname + request.nextUrl.search;
  const ctx: CallContext = {
    token: session.token,
    schoolCode: session.schoolCode,
    subdomain,
    clientAddress: browserAddress(request.headers),
    acceptLanguage: browserLanguages(request),
  };

  const hasBody = !['GET', 'HEAD'].includes(request.method);
  const requestBody = hasBody ? await forwardedBody(request) : null;
  if (requestBody instanceof Response) return requestBody;

  if (request.method === 'POST' && request.nextUrl.pathname === '/api/login') {
    const { status, body, headers } = await signIn(requestBody as BodyInit, ctx);
    return NextResponse.json(body, {
      status,
      headers: status === 200 ? undefined : headersForTheBrowser(headers),
    });
  }

  if (request.method === 'POST' && request.nextUrl.pathname === '/api/logout') {
    if (session.token) await callApi({ method: 'POST', path }, ctx).catch(() => undefined);
    session.destroy();
    return NextResponse.json({ error: false, message: 'Signed out.', data: null });
  }

  const headers: Record<string, string> = {};
  const type = request.headers.get('content-type');
  if (type) headers['Content-Type'] = type;
  const upstream = await callApi(
    {
      method: request.method,
      path,
      body: requestBody as BodyInit | null,
      headers,
      // The API drops a queued request whose browser has gone (lib/db/admission.ts).
      signal: request.signal,
    },
    ctx,
  );
  if (upstream.status === 401 && session.token) session.destroy();
  return new Response(upstream.body, {
    status: upstream.status,
    headers: headersForTheBrowser(upstream.headers),
  });
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const dynamic = 'force-dynamic';
