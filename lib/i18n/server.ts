import 'server-only';
/**
 * The language of the page being rendered (resolve.ts's rule fed from this request): the
 * signed-in user's and school's choices come with /api/me (already read by the shell, cached
 * per request), the provider's with /api/provider/me, the rest from the cookie and headers.
 */
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { currentUser } from '../session/current-user';
import { currentProvider } from '../session/current-provider';
import { currentTenant } from '../session/tenant';
import type { Namespace } from './catalogue';
import { translator } from './translate';
import { LOCALE_COOKIE } from './cookie';
import type { Locale } from './locales';
import { resolveLocale, type LocaleSources } from './resolve';

async function signedInChoices(): Promise<Pick<LocaleSources, 'user' | 'school'> | null> {
  try {
    const tenant = await currentTenant();
    if (tenant.kind === 'school') {
      const user = await currentUser();
      return user ? { user: user.locale ?? null, school: user.school.locale ?? null } : null;
    }
    if (tenant.kind === 'provider') {
      const provider = await currentProvider();
      return provider ? { user: provider.locale ?? null } : null;
    }
  } catch {
    // The API could not say who is signed in: the page's own guard reports that; the
    // language falls back to the browser's.
  }
  return null;
}

export const requestLocale = cache(async (): Promise<Locale> => {
  const signedIn = await signedInChoices();
  if (signedIn) return resolveLocale(signedIn);
  return resolveLocale({
    cookie: (await cookies()).get(LOCALE_COOKIE)?.value,
    acceptLanguage: (await headers()).get('accept-language'),
  });
});

/** A server component's translator for one namespace, in the page's language. */
export async function getT(namespace: Namespace) {
  return translator(await requestLocale(), namespace);
}
