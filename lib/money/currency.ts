/** Currencies as Intl knows them: which ISO codes exist and how many minor digits each has. */
import { numberFormat } from '../i18n/intl-formats';

let knownCurrencies: Set<string> | undefined;

export function isCurrency(code: unknown): code is string {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return typeof code === 'string' && knownCurrencies.has(code);
}

/** A currency's formatter for a locale, kept with every other Intl formatter (intl-formats.ts). */
export function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  return numberFormat(locale, { style: 'currency', currency });
}

/** Digits after the decimal point in a currency: USD 2, JPY 0, KWD 3 (Intl's data, ISO 4217). */
export function minorDigits(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}
