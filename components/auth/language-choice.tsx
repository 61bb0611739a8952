'use client';
/**
 * The sign-in page's language choice (issue 26): each language in its own script; choosing one
 * remembers it on this browser (lib/i18n/choose.ts) and loads the page again in it.
 */
import { LOCALE_NAMES, chooseLanguage } from '@/lib/i18n/choose';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

export function LanguageChoice({ current, label }: { current: Locale; label: string }) {
  return (
    <nav aria-label={label} className="mt-3 small d-flex flex-wrap gap-3 justify-content-center">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="btn btn-link btn-sm p-0"
          aria-current={locale === current ? 'true' : undefined}
          disabled={locale === current}
          onClick={() => void chooseLanguage(locale, null)}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </nav>
  );
}
