/**
 * The error pages at /pages/errors/error{code} (SPEC §2 leaves the wording to us): which codes
 * exist and which offer a sign-in; their words are the common catalogue's `errorPages`.
 */
import type { Translate } from '@/lib/i18n/translate';

export type ErrorPageContent = { signIn?: boolean };

export const ERROR_PAGES = {
  '400': {},
  '401': { signIn: true },
  '403': {},
  '404': {},
  '500': {},
  '503': {},
} as const satisfies Record<string, ErrorPageContent>;

export type ErrorCode = keyof typeof ERROR_PAGES;

/** The title and text of one error page, from a translator of the `common` namespace. */
export function errorPageWords(code: ErrorCode, t: Translate): { title: string; text: string } {
  const words: Record<ErrorCode, { title: string; text: string }> = {
    '400': { title: t('errorPages.badRequest.title'), text: t('errorPages.badRequest.text') },
    '401': { title: t('errorPages.signInNeeded.title'), text: t('errorPages.signInNeeded.text') },
    '403': { title: t('errorPages.accessDenied.title'), text: t('errorPages.accessDenied.text') },
    '404': { title: t('errorPages.notFound.title'), text: t('errorPages.notFound.text') },
    '500': { title: t('errorPages.serverError.title'), text: t('errorPages.serverError.text') },
    '503': { title: t('errorPages.unavailable.title'), text: t('errorPages.unavailable.text') },
  };
  return words[code];
}

/** `error404` → `404`, or undefined for any segment that is not one of the six pages. */
export function errorCodeOf(segment: string): ErrorCode | undefined {
  const code = /^error(\d{3})$/.exec(segment)?.[1];
  return code && code in ERROR_PAGES ? (code as ErrorCode) : undefined;
}
