/**
 * Formatting messages on the server: one namespace of the precompiled catalogues
 * (compiled.ts) through icu-minify's own formatter — the one use-intl's format-only build wraps
 * in the browser. Called directly rather than through use-intl: use-intl reaches that formatter
 * only through a bundler alias (next.config.ts, Jest), which the API served alone (`npm run
 * api`, plain Node) lacks, and there every message with an argument came out as its key.
 * Kept apart from catalogue.ts, which only reads files, so tools and tests that check the
 * catalogues do not load the formatter.
 */
import format, { type CompiledMessage } from 'icu-minify/format';
import type { Namespace } from './catalogue';
import { compiledCatalogue, type CompiledMessages } from './compiled';
import type { Locale } from './locales';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-formats';

/** Values an ICU message may take: `{count, plural, ...}`, `{name}`, `{day, date}`. */
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: string, values?: MessageValues) => string;

const FORMATTERS = {
  getDateTimeFormat: dateTimeFormat,
  getNumberFormat: numberFormat,
  getPluralRules: pluralRules,
};

/**
 * A translator for one namespace: t('key', {count}) formats an ICU message ('a.b' for nested
 * keys). A missing key is a defect the catalogue test catches; at run time it shows the key
 * rather than failing the page.
 */
export function translator(locale: Locale, namespace: Namespace): Translate {
  const messages = compiledCatalogue(locale, namespace);
  return (key, values) => {
    let node: unknown = messages;
    for (const part of key.split('.'))
      node = node && typeof node === 'object' ? (node as CompiledMessages)[part] : undefined;
    if (node === undefined || (typeof node === 'object' && !Array.isArray(node))) return key;
    const out = format(node as CompiledMessage, locale, values, { formatters: FORMATTERS });
    return Array.isArray(out) ? out.join('') : String(out);
  };
}
