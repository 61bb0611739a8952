'use client';
/** The provider's own language (issue 26), saved on the provider's account. */
import { useTranslations } from 'use-intl';
import { LanguageSelect } from '@/components/i18n/language-select';

export function ProviderLanguageSelect() {
  const t = useTranslations('provider');
  return (
    <LanguageSelect
      label={t('console.language')}
      saveTo="/api/provider/me/preferences"
      saveFailed={t('console.languageSaveFailed')}
    />
  );
}
