/**
 * Intl's formatters, made once per locale and options and kept. Building one costs ~0.1 ms
 * (the first for a currency ~10 ms, as ICU loads its data), formatting with it ~0.01 ms; a
 * guardian's dashboard formats dozens of amounts while React hydrates it, and under
 * Lighthouse's 4× slowed phone CPU a formatter per amount was 166 ms of its main thread.
 * Formatters are immutable, so sharing them is safe on the server and in the browser alike.
 */
type Options = Intl.NumberFormatOptions | Intl.DateTimeFormatOptions | Intl.PluralRulesOptions;

const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function keptFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locales: string | readonly string[] | undefined,
  options: Options | undefined,
  make: () => F,
): F {
  const key = `${kind}|${String(locales ?? '')}|${options ? JSON.stringify(options) : ''}`;
  let format = kept.get(key) as F | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
  }
  return format;
}

export function numberFormat(
  locales?: string | readonly string[],
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return keptFormat('n', locales, options, () => new Intl.NumberFormat(locales, options));
}

export function dateTimeFormat(
  locales?: string | readonly string[],
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return keptFormat('d', locales, options, () => new Intl.DateTimeFormat(locales, options));
}

export function pluralRules(
  locales?: string | readonly string[],
  options?: Intl.PluralRulesOptions,
): Intl.PluralRules {
  return keptFormat('p', locales, options, () => new Intl.PluralRules(locales, options));
}
