/**
 * The sign-in form's POST when JavaScript has not run (before hydration, or switched off): the
 * same checks and the same code path as the BFF's POST /api/login (lib/bff/sign-in.ts), then a
 * 303 to the user's landing page, or back to the login page with the reason and the e-mail
 * (never the password) in a short-lived sealed cookie. With JavaScript the form's own handler
 * prevents this submit and calls /api/login.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { browserAddress } from '@/lib/bff/client-address';
import { isForbiddenWrite } from '@/lib/bff/origin';
import { forwardedBody } from '@/lib/bff/request-body';
import { signIn } from '@/lib/bff/sign-in';
import { browserLanguages } from '@/lib/bff/upstream';
import { loginPageAfterFailure, pathAfterSignIn, readSignInForm } from '@/lib/routes/sign-in-form';
import { signInFailureCookie } from '@/lib/session/sign-in-failure';
import { currentTenant } from '@/lib/session/tenant';

const seeOther = (location: string, cookie?: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, ...(cookie ? { 'Set-Cookie': cookie } : {}) },
  });

export async function POST(request: NextRequest): Promise<Response> {
  if (isForbiddenWrite(request.method, request.headers, request.headers.get('host')))
    return NextResponse.json(
      { error: true, message: 'Cross-site requests are not allowed.' },
      { status: 403 },
    );
  const bytes = await forwardedBody(request);
  if (bytes instanceof Response) return bytes;
  const form = readSignInForm(new URLSearchParams(new TextDecoder().decode(bytes)));
  const tenant = await currentTenant();
  const { status, body } = await signIn(
    JSON.stringify({ email: form.email, password: form.password }),
    {
      subdomain: tenant.kind === 'school' ? tenant.subdomain : null,
      clientAddress: browserAddress(request.headers),
      // The refusal comes back in the language the sign-in page is shown in.
      acceptLanguage: browserLanguages(request),
    },
  );
  if (status === 200 && body.data) return seeOther(pathAfterSignIn(body.data, form.returnTo));
  const cookie = await signInFailureCookie({
    message: body?.message || 'Signing in failed. Please try again.',
    email: form.email,
    fields: body?.errors ?? {},
  });
  return seeOther(loginPageAfterFailure(form.returnTo), cookie);
}

export const dynamic = 'force-dynamic';
