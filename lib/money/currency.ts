/** Currencies as Intl knows them: which ISO codes exist and how many minor digits each has. */

let knownCurrencies: Set<string> | undefined;

export function isCurrency(code: unknown): code is string {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return typeof code === 'string' && knownCurrencies.has(code);
}

/**
 * One currency formatter per locale and currency, kept: building one per amount cost a
 * guardian's dashboard 166 ms on Lighthouse's 4x slowed phone. Kept here rather than through
 * lib/i18n/intl-formats.ts, whose general keys would add to the shell's bundle budget.
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();
export function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let intl = currencyFormats.get(key);
  if (!intl)
    currencyFormats.set(
      key,
      (intl = new Intl.NumberFormat(locale, { style: 'currency', currency })),
    );
  return intl;
}

/** Digits after the decimal point in a currency: USD 2, JPY 0, KWD 3 (Intl's data, ISO 4217). */
export function minorDigits(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}
