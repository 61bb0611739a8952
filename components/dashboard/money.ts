/**
 * Money arrives in integer minor units (cents, fils, yen). Formatting goes through a decimal
 * string, never a float division, so large totals print exactly.
 */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

export function formatMinorUnits(minor: number, currency: string, locale?: string): string {
  const digits = minorUnitDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const units = Math.abs(Math.trunc(minor))
    .toString()
    .padStart(digits + 1, '0');
  const whole = units.slice(0, units.length - digits);
  const decimal = digits ? `${whole}.${units.slice(-digits)}` : whole;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  // Intl accepts a decimal string and formats it without going through a binary float.
  return format.format(`${sign}${decimal}` as unknown as number);
}
