/**
 * Formatting messages: use-intl's translator over one namespace of the catalogues. Kept apart
 * from catalogue.ts, which only reads files, so tools and tests that check the catalogues do
 * not load the formatter (an ES module).
 */
import { createTranslator } from 'use-intl/core';
import type { Messages, Namespace } from './catalogue';
import { compiledCatalogue } from './compiled';
import type { Locale } from './locales';

/** Values an ICU message may take: `{count, plural, ...}`, `{name}`, `{day, date}`. */
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * A translator for one namespace: t('key', {count}) formats an ICU message. A missing key is
 * a defect the catalogue test catches; at run time it shows the key rather than failing the page.
 */
export function translator(locale: Locale, namespace: Namespace): Translate {
  const t = createTranslator({
    locale,
    // Precompiled (compiled.ts): use-intl's format-only formatter reads them.
    messages: { [namespace]: compiledCatalogue(locale, namespace) } as unknown as Record<
      string,
      Messages
    >,
    namespace,
    onError: () => undefined,
    getMessageFallback: ({ key }) => key,
  }) as unknown as Translate;
  return (key, values) => t(key, values);
}
