import 'server-only';
/**
 * Signing in through the web tier, the one code path for both ways a browser signs in: the
 * BFF's POST /api/login (the form with JavaScript) and the form's own POST without it
 * (app/authentication/login/submit). The API checks the password and throttles; on success
 * the token goes into the sealed session cookie and never back to the browser.
 */
import { getSession } from '../session/session';
import type { SessionUser } from '../session/options';
import { callApiJson, type CallContext } from './upstream';

export type LoginBody = {
  error: boolean;
  message: string;
  errors?: Record<string, string>;
  data?: { token?: string; school_code: string | null; user: SessionUser };
};

export type SignInAnswer = { status: number; body: LoginBody; headers: Headers };

/** `credentials`: the JSON body { email, password } as the browser sent it. */
export async function signIn(credentials: BodyInit, ctx: CallContext): Promise<SignInAnswer> {
  const answer = await callApiJson<LoginBody>(
    {
      method: 'POST',
      path: '/api/login',
      body: credentials,
      headers: { 'Content-Type': 'application/json' },
    },
    { ...ctx, token: undefined, schoolCode: undefined },
  );
  const { status, body } = answer;
  if (status !== 200 || !body?.data?.token) return answer;
  const session = await getSession();
  session.token = body.data.token;
  session.schoolCode = body.data.school_code;
  session.subdomain = ctx.subdomain ?? null;
  const { id, full_name, role } = body.data.user;
  session.user = { id, full_name, role };
  await session.save();
  const { school_code, user } = body.data;
  return { ...answer, body: { ...body, data: { school_code, user } } };
}
