import 'server-only';
/**
 * Why a sign-in without JavaScript failed, carried from the form's POST to the login page it
 * redirects to: a short-lived sealed cookie rather than the URL, so neither the message nor
 * the e-mail typed lands in the history or a server log (and the password is never kept).
 */
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { config } from '../config/env';

export type SignInFailure = {
  message: string;
  /** The e-mail typed, so the form can show it again. */
  email: string;
  /** Messages per field (email, password) when the API named fields. */
  fields: Record<string, string>;
};

export const SIGN_IN_FAILURE_COOKIE = 'schola_sign_in_failure';
const LIFETIME_SECONDS = 60;

/** The Set-Cookie value for a failure. */
export async function signInFailureCookie(failure: SignInFailure): Promise<string> {
  const sealed = await sealData(failure, {
    password: config().sessionSecret,
    ttl: LIFETIME_SECONDS,
  });
  const secure = config().appProtocol === 'https' ? '; Secure' : '';
  return `${SIGN_IN_FAILURE_COOKIE}=${sealed}; Path=/authentication; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** The failure the browser brought back, if any and still valid. */
export async function lastSignInFailure(): Promise<SignInFailure | undefined> {
  const sealed = (await cookies()).get(SIGN_IN_FAILURE_COOKIE)?.value;
  if (!sealed) return undefined;
  try {
    const failure = await unsealData<Partial<SignInFailure>>(sealed, {
      password: config().sessionSecret,
      ttl: LIFETIME_SECONDS,
    });
    if (typeof failure.message !== 'string') return undefined;
    return { message: failure.message, email: failure.email ?? '', fields: failure.fields ?? {} };
  } catch {
    return undefined;
  }
}
