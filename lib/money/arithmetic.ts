/**
 * Money arithmetic on integer minor units, exact: a total split into parts keeps every minor
 * unit, and a percentage is rounded once, by a rule the caller names. Intermediate products
 * are BigInt, so nothing overflows a double's 53 bits on the way.
 */

export const ROUNDING_RULES = ['half-up', 'half-even', 'down', 'up'] as const;
/**
 * half-up: halves away from zero (2.5 → 3, −2.5 → −3); half-even: halves to the even
 * neighbour (2.5 → 2, 3.5 → 4); down: toward zero; up: away from zero.
 */
export type RoundingRule = (typeof ROUNDING_RULES)[number];

function assertMinor(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`The ${what} must be a whole number of minor units: ${value}`);
}

/** numerator ÷ denominator (denominator > 0) rounded to a whole number by a rule. */
export function divideRounded(numerator: bigint, denominator: bigint, rule: RoundingRule): bigint {
  if (denominator <= 0n) throw new RangeError('Divide by a positive number.');
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  let quotient = size / denominator;
  const remainder = size % denominator;
  if (remainder !== 0n) {
    const twice = remainder * 2n;
    const roundAway =
      rule === 'up' ||
      (rule === 'half-up' && twice >= denominator) ||
      (rule === 'half-even' &&
        (twice > denominator || (twice === denominator && quotient % 2n === 1n)));
    if (roundAway) quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

/** A percentage as an exact fraction: "12.5" → 125/1000 (no float in between). */
function exactPercent(percent: number | string): { numerator: bigint; scale: bigint } {
  const text = typeof percent === 'number' ? percentText(percent) : percent.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a percentage: ${percent}`);
  const fraction = match[3] ?? '';
  const numerator = BigInt(`${match[1]}${match[2]}${fraction}`);
  return { numerator, scale: 10n ** BigInt(fraction.length) };
}

function percentText(percent: number): string {
  // String() gives the shortest decimal that reads back as this number: 12.5, 0.1, 7.25.
  const text = String(percent);
  if (!Number.isFinite(percent) || /e/i.test(text))
    throw new RangeError(`Give the percentage as a decimal such as 12.5, not ${text}.`);
  return text;
}

/** `percent` % of an amount, rounded to minor units by the named rule. */
export function percentOf(minor: number, percent: number | string, rule: RoundingRule): number {
  assertMinor(minor);
  const { numerator, scale } = exactPercent(percent);
  return Number(divideRounded(BigInt(minor) * numerator, 100n * scale, rule));
}

/**
 * A total split by whole-number ratios (weights, shares), nothing lost: each part gets its
 * exact share rounded toward zero, and the minor units left over go one each to the parts
 * with the largest fractions lost, the earlier part first on a tie.
 */
export function allocateByRatios(total: number, ratios: readonly number[]): number[] {
  assertMinor(total, 'total');
  if (!ratios.length) throw new RangeError('Allocate into at least one part.');
  if (ratios.some((r) => !Number.isSafeInteger(r) || r < 0))
    throw new RangeError('Ratios must be whole numbers of zero or more.');
  const sum = ratios.reduce((a, b) => a + BigInt(b), 0n);
  if (sum === 0n) throw new RangeError('At least one ratio must be above zero.');

  const size = BigInt(Math.abs(total));
  const shares = ratios.map((r, index) => {
    const exact = size * BigInt(r);
    return { index, part: exact / sum, lost: exact % sum };
  });
  let left = size - shares.reduce((a, s) => a + s.part, 0n);
  const byLoss = [...shares].sort((a, b) =>
    a.lost === b.lost ? a.index - b.index : a.lost > b.lost ? -1 : 1,
  );
  for (const share of byLoss) {
    if (left === 0n) break;
    share.part += 1n;
    left -= 1n;
  }
  const sign = total < 0 ? -1 : 1;
  return shares.map((s) => sign * Number(s.part) || 0);
}

/** A total in `parts` equal shares, nothing lost: the first parts carry the extra units. */
export function allocate(total: number, parts: number): number[] {
  if (!Number.isSafeInteger(parts) || parts < 1)
    throw new RangeError('Allocate into one part or more.');
  return allocateByRatios(
    total,
    Array.from({ length: parts }, () => 1),
  );
}
