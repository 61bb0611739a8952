/**
 * Amounts in integer minor units, written and read the school's way. Neither direction goes
 * through a binary float: formatting hands Intl a decimal string, parsing counts digits.
 */
import { currencyFormat, minorDigits } from './currency';

export type MoneyFormat = {
  currency: string;
  /** The interface's locale (English for now); fixed so server and browser print the same. */
  locale?: string;
  /** The symbol the school chose in its settings, printed in place of Intl's own. */
  symbol?: string;
};

/** Minor units as a plain decimal string: 123456 USD → "1234.56", -5 → "-0.05". */
export function toDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const digits = minorDigits(currency);
  const units = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  const whole = units.slice(0, units.length - digits);
  const sign = minor < 0 ? '-' : '';
  return digits ? `${sign}${whole}.${units.slice(-digits)}` : `${sign}${whole}`;
}

export function formatMoney(minor: number, format: MoneyFormat): string {
  const intl = currencyFormat(format.locale ?? 'en', format.currency);
  // Intl accepts a decimal string and formats it exactly (a number would go through a float).
  const parts = intl.formatToParts(toDecimalString(minor, format.currency) as unknown as number);
  const symbol = format.symbol?.trim();
  return parts
    .map((p) => (p.type === 'currency' && symbol ? symbol : p.value))
    .join('')
    .replace(/\u00a0/g, ' ');
}

function intlSymbol(currency: string): string | undefined {
  return currencyFormat('en', currency)
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value;
}

export type ParsedMoney = { ok: true; minor: number } | { ok: false; error: string };

/**
 * An amount a person typed ("1,234.50", "$ 12", "-3.5", "1 500") in minor units of the
 * currency. Grouping commas and spaces and a leading symbol or code are allowed; more decimal
 * places than the currency has are refused, never rounded away.
 */
export function parseMoney(text: string, currency: string, symbol?: string): ParsedMoney {
  let rest = text.trim();
  let negative = false;
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1).trim();
  }
  for (const prefix of [symbol?.trim(), intlSymbol(currency), currency].filter(
    Boolean,
  ) as string[]) {
    if (rest.toUpperCase().startsWith(prefix.toUpperCase())) {
      rest = rest.slice(prefix.length).trim();
      break;
    }
  }
  if (!negative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1).trim();
  }
  const match = /^(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d*))?$/.exec(rest);
  if (!match) return { ok: false, error: 'Enter an amount such as 1,250.50.' };
  const digits = minorDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits)
    return {
      ok: false,
      error: digits
        ? `An amount in ${currency} has at most ${digits} decimal place${digits > 1 ? 's' : ''}.`
        : `An amount in ${currency} has no decimal places.`,
    };
  const whole = (match[1] ?? '').replace(/[, ]/g, '');
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'The amount is too large.' };
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor };
}
