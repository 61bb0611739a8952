'use client';
/**
 * A language choice for a top bar (issue 26): each language named in its own script, the
 * page's own selected. Choosing one remembers it on this browser, saves it on the account when
 * `saveTo` names where (the provider console's PUT /api/provider/me/preferences), and loads the
 * page again in it (lib/i18n/choose.ts). Used by the provider console and the public site.
 */
import Form from 'react-bootstrap/Form';
import { useLocale } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { LOCALE_NAMES, chooseLanguage } from '@/lib/i18n/choose';
import { LOCALES, isLocale } from '@/lib/i18n/locales';

export function LanguageSelect({
  label,
  saveTo = null,
  saveFailed,
}: {
  /** The choice's accessible name ("Language", in the page's language). */
  label: string;
  saveTo?: string | null;
  /** Shown when the account could not save the choice. */
  saveFailed?: string;
}) {
  const current = useLocale();
  return (
    <Form.Select
      size="sm"
      style={{ width: 'auto' }}
      aria-label={label}
      value={current}
      onChange={(e) => {
        const locale = e.target.value;
        if (isLocale(locale))
          chooseLanguage(locale, saveTo).catch(() => saveFailed && toast.error(saveFailed));
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </Form.Select>
  );
}
