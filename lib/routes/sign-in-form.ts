/**
 * The sign-in form's plain HTML side: where it posts when JavaScript has not run, what it
 * sends, and where the browser goes next. Pure, so the form (with JavaScript) and the server
 * fallback (app/authentication/login/submit) take the same decisions.
 */
import { landingPath, safeReturnTo } from './public-paths';

/** The form's `action`: the server fallback that signs in without JavaScript. */
export const SIGN_IN_FORM_ACTION = '/authentication/login/submit';
export const LOGIN_PAGE = '/authentication/login';
/** The provider's console on the bare host (docs/ARCHITECTURE.md: HOST/provider). */
export const PROVIDER_LANDING = '/provider';

export type SignInFormFields = { email: string; password: string; returnTo?: string };

/** The form's fields from its urlencoded body; missing ones are empty (the API names them). */
export function readSignInForm(form: URLSearchParams): SignInFormFields {
  return {
    email: (form.get('email') ?? '').trim(),
    password: form.get('password') ?? '',
    returnTo: safeReturnTo(form.get('returnTo')),
  };
}

/** Where a signed-in user goes: the checked return-to path, else their landing page. */
export function pathAfterSignIn(
  signedIn: { school_code: string | null; user: { roles: { name: string }[] } },
  returnTo: string | null | undefined,
): string {
  const safe = safeReturnTo(returnTo);
  if (safe) return safe;
  return signedIn.school_code ? landingPath(signedIn.user.roles) : PROVIDER_LANDING;
}

/** The login page to come back to after a failure (the reason travels in a sealed cookie). */
export function loginPageAfterFailure(returnTo: string | undefined): string {
  const params = new URLSearchParams({ failed: '1' });
  if (returnTo) params.set('returnTo', returnTo);
  return `${LOGIN_PAGE}?${params}`;
}
