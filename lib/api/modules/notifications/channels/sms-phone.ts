/**
 * Phone numbers as the SMS provider needs them: E.164, "+" and up to 15 digits with the
 * country code. People type numbers with spaces, dashes, dots, brackets, "00" for "+" and the
 * British "(0)"; all of that is read. A number without a country code cannot be dialled from
 * a provider abroad and Schola knows no school's country, so it is refused with the reason.
 */
export type PhoneReading = { e164: string } | { problem: 'none' | 'no-country-code' | 'invalid' };

export function toE164(raw: string | null | undefined): PhoneReading {
  const typed = (raw ?? '').trim().replace(/^tel:/i, '');
  if (!typed) return { problem: 'none' };
  const compact = typed.replace(/\(0\)/g, '').replace(/[\s().\-/\u00a0]/g, '');
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : undefined;
  if (international === undefined)
    return /^\d+$/.test(compact) ? { problem: 'no-country-code' } : { problem: 'invalid' };
  // Country codes never start with 0; a subscriber number has at least 4 digits after them.
  if (!/^[1-9]\d{6,14}$/.test(international)) return { problem: 'invalid' };
  return { e164: `+${international}` };
}

const PROBLEMS = {
  none: 'the recipient has no phone number',
  'no-country-code': 'the phone number has no country code (write it as +country code number)',
  invalid: 'the phone number is not a valid international number',
} as const;

/** The reason an SMS cannot go to this number, for the delivery log. */
export const phoneProblem = (problem: keyof typeof PROBLEMS) => PROBLEMS[problem];
