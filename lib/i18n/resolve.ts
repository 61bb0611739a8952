/**
 * Which language a page is in (issue 26), as a pure rule: the signed-in user's own choice,
 * else their school's default; signed out (the sign-in page), the choice this browser made
 * last (a cookie that outlives the session), else the browser's Accept-Language, else English.
 * The provider console passes its provider's own choice as `user` and no school.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export type LocaleSources = {
  /** The signed-in user's own choice (null: none made). Absent when nobody is signed in. */
  user?: string | null;
  /** The signed-in user's school default (null: none set). */
  school?: string | null;
  /** The last choice on this browser (the LOCALE_COOKIE). */
  cookie?: string | null;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | null;
};

export function resolveLocale(sources: LocaleSources): Locale {
  const signedIn = sources.user !== undefined;
  const candidates = signedIn
    ? [sources.user, sources.school]
    : [sources.cookie, ...acceptedLocales(sources.acceptLanguage)];
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * The supported locales an Accept-Language header asks for, best first: `fr-CA;q=0.9` counts
 * as `fr`; `q=0` means "not this one"; unknown languages are skipped.
 */
export function acceptedLocales(header: string | null | undefined): Locale[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], quality, index };
    })
    .filter((r) => Number.isFinite(r.quality) && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const seen = new Set<Locale>();
  for (const { base } of ranked) if (isLocale(base)) seen.add(base);
  return [...seen];
}
