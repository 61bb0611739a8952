/**
 * The catalogues precompiled (issue 26): each ICU message parsed once on the server into
 * icu-minify's compact form, so neither the server nor the browser ships or runs the ICU parser.
 * use-intl formats them through its `format-only` formatter, which next.config.ts (and Jest's
 * moduleNameMapper) put in place of `use-intl/format-message`: about 1 KB in the browser where
 * intl-messageformat and its parser are some 15 KB, which no route's budget could spare.
 */
import compile from 'icu-minify/compile';
import { catalogue, type Messages, type Namespace } from './catalogue';
import type { Locale } from './locales';

export type CompiledMessages = { [key: string]: unknown };

function compileAll(messages: Messages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? plain(compile(value)) : compileAll(value),
    ]),
  );
}

/**
 * icu-minify builds plural and select options as null-prototype objects, which React refuses to
 * pass from a server component to a client one: a JSON round trip makes them plain.
 */
function plain(message: unknown): unknown {
  return JSON.parse(JSON.stringify(message));
}

const compiled = new Map<string, CompiledMessages>();

export function compiledCatalogue(locale: Locale, namespace: Namespace): CompiledMessages {
  const id = `${locale}/${namespace}`;
  let messages = compiled.get(id);
  if (!messages) {
    messages = compileAll(catalogue(locale, namespace));
    compiled.set(id, messages);
  }
  return messages;
}
