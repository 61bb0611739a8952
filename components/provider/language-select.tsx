'use client';
/**
 * The provider's own language (issue 26): each language named in its own script; choosing one
 * saves it on the provider's account (PUT /api/provider/me/preferences) and on this browser,
 * then loads the console again in it (lib/i18n/choose.ts).
 */
import Form from 'react-bootstrap/Form';
import { useLocale, useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { LOCALE_NAMES, chooseLanguage } from '@/lib/i18n/choose';
import { LOCALES, isLocale } from '@/lib/i18n/locales';

export function LanguageSelect() {
  const t = useTranslations('provider');
  const current = useLocale();
  return (
    <Form.Select
      size="sm"
      style={{ width: 'auto' }}
      aria-label={t('console.language')}
      value={current}
      onChange={(e) => {
        const locale = e.target.value;
        if (isLocale(locale))
          chooseLanguage(locale, '/api/provider/me/preferences').catch(() =>
            toast.error(t('console.languageSaveFailed')),
          );
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
