/**
 * The error pages at /pages/errors/error{code} (SPEC §2 leaves their wording to us), in the
 * page's language: the words are the `public` catalogue's `errors.*` messages.
 */
import type { Translate } from '@/lib/i18n/translate';

export type ErrorPageContent = { title: string; text: string; signIn?: boolean };

export const ERROR_CODES = ['400', '401', '403', '404', '500', '503'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One page's words, from `t`, the `public` namespace's translator. */
export function errorPage(t: Translate, code: ErrorCode): ErrorPageContent {
  const pages: Record<ErrorCode, ErrorPageContent> = {
    '400': { title: t('errors.badRequest'), text: t('errors.badRequestText') },
    '401': { title: t('errors.signIn'), text: t('errors.signInText'), signIn: true },
    '403': { title: t('errors.denied'), text: t('errors.deniedText') },
    '404': { title: t('errors.notFound'), text: t('errors.notFoundText') },
    '500': { title: t('errors.failed'), text: t('errors.failedText') },
    '503': { title: t('errors.unavailable'), text: t('errors.unavailableText') },
  };
  return pages[code];
}

/** `error404` → `404`, or undefined for any segment that is not one of the six pages. */
export function errorCodeOf(segment: string): ErrorCode | undefined {
  const code = /^error(\d{3})$/.exec(segment)?.[1];
  return ERROR_CODES.find((known) => known === code);
}
