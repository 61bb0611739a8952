/**
 * The language an error answers in (issue 26), by the one rule of lib/i18n/resolve.ts: a
 * signed-in caller's own choice, else their school's default; a provider's own choice; signed
 * out, `Accept-Language` (the BFF puts the browser's last choice, the `schola_locale` cookie,
 * first in it). The caller's own choice is read only when an error is answered, so the one
 * query of every request's authentication stays as it is.
 */
import type { Context } from 'hono';
import { isDatabaseBusy } from '../../db/admission';
import type { Database } from '../../db/client';
import type { Locale } from '../../i18n/locales';
import { resolveLocale } from '../../i18n/resolve';
import type { ApiEnv, Caller } from './context';
import { isDatabaseUnavailable } from './errors';

/** The language a caller chose for themselves (null: none), read by the module that owns it. */
export type ChosenLanguage<K extends Caller['kind']> = (
  db: Database,
  caller: Extract<Caller, { kind: K }>,
) => Promise<string | null>;

const readers: { [K in Caller['kind']]?: ChosenLanguage<K> } = {};

/**
 * The owners connect their readers in their manifests (identity: users.locale; platform:
 * provider_users.locale): the machinery reads no module's tables.
 */
export function registerChosenLanguage<K extends Caller['kind']>(
  kind: K,
  read: ChosenLanguage<K>,
): void {
  (readers as Record<K, ChosenLanguage<K>>)[kind] = read;
}

async function ownChoice(c: Context<ApiEnv>, caller: Caller): Promise<string | null> {
  const read = readers[caller.kind] as ChosenLanguage<Caller['kind']> | undefined;
  if (!read) return null;
  try {
    return await read(await c.get('deps').database(), caller);
  } catch {
    // The error is answered anyway, in the school's language.
    return null;
  }
}

export async function errorLocale(c: Context<ApiEnv>, error: unknown): Promise<Locale> {
  const caller = c.get('caller');
  if (!caller) return resolveLocale({ acceptLanguage: c.req.header('accept-language') });
  const school = caller.kind === 'school' ? caller.format.language : null;
  // A database that is busy or away is not asked again for a language.
  const trouble = isDatabaseBusy(error) || isDatabaseUnavailable(error);
  return resolveLocale({ user: trouble ? null : await ownChoice(c, caller), school });
}
