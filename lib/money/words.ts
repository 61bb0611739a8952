/**
 * An amount in words for receipts and cheques (English, short scale), as a school office
 * writes it: "One thousand two hundred thirty-four US dollars and 50/100". The fraction stays
 * in figures over the currency's minor unit, so no minor-unit name has to be invented.
 */
import { minorDigits } from './currency';
import { numberFormat } from '../i18n/intl-formats';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20)
    parts.push(`${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`);
  else if (rest) parts.push(ONES[rest] ?? '');
  return parts.join(' ');
}

/** A whole number (0 up to below a quadrillion) in words: 1234 → "one thousand two hundred thirty-four". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e15)
    throw new RangeError(`Cannot write ${n} in words.`);
  if (n === 0) return 'zero';
  const groups: string[] = [];
  for (let scale = 0, rest = n; rest > 0; scale++, rest = Math.floor(rest / 1000)) {
    const group = rest % 1000;
    if (group) groups.unshift(`${belowThousand(group)}${SCALES[scale] ? ` ${SCALES[scale]}` : ''}`);
  }
  return groups.join(' ');
}

/** The currency's name for an amount of more than one: "US dollars", "Japanese yen". */
function currencyName(currency: string): string {
  const parts = numberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
  }).formatToParts(2);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/** 123450 USD → "One thousand two hundred thirty-four US dollars and 50/100". */
export function amountInWords(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Not an amount of minor units: ${minor}`);
  const digits = minorDigits(currency);
  const unit = 10 ** digits;
  const major = Math.floor(minor / unit);
  const words = numberInWords(major);
  const text = `${words.charAt(0).toUpperCase()}${words.slice(1)} ${currencyName(currency)}`;
  if (!digits) return text;
  const fraction = String(minor % unit).padStart(digits, '0');
  return `${text} and ${fraction}/${unit}`;
}
