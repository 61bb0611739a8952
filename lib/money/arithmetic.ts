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
 * Percentages as they are stored: whole basis points (hundredths of a percent; 12.5 % is 1250).
 * A percentage given as a number is read through its decimal text, never multiplied as a float
 * (12.35 × 100 is 1234.9999999999998 in a double).
 */
function exactBasisPoints(percent: number): bigint | null {
  const { numerator, scale } = exactPercent(percent);
  const hundredths = numerator * 100n;
  return hundredths % scale === 0n ? hundredths / scale : null;
}

/** True when a percentage is a whole number of basis points (at most two decimals: 12.25). */
export function isWholeBasisPoints(percent: number): boolean {
  try {
    return exactBasisPoints(percent) !== null;
  } catch {
    return false;
  }
}

/** 12.5 % → 1250 basis points, exactly; a percentage with more than two decimals is refused. */
export function percentToBasisPoints(percent: number): number {
  const points = exactBasisPoints(percent);
  if (points === null)
    throw new RangeError(`A percentage has at most two decimals: ${String(percent)}`);
  return Number(points);
}

/** 1250 basis points → 12.5 (the percentage as the API answers it). */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** `basisPoints` hundredths of a percent of an amount, rounded to minor units once by the rule. */
export function basisPointsOf(minor: number, basisPoints: number, rule: RoundingRule): number {
  assertMinor(minor);
  assertMinor(basisPoints, 'basis points');
  return Number(divideRounded(BigInt(minor) * BigInt(basisPoints), 10_000n, rule));
}

/**
 * A total in `parts` equal shares (installments), nothing lost: every share is the total ÷ parts
 * rounded toward zero, and the last share absorbs what is left, as DOMAIN.md has it for
 * installments ("the last absorbs rounding"): 100.00 into 3 is 33.33, 33.33, 33.34, and 0.02
 * into 3 is 0.00, 0.00, 0.02. Fees and the fee-structure form split with this and nothing else.
 */
export function allocate(total: number, parts: number): number[] {
  assertMinor(total, 'total');
  if (!Number.isSafeInteger(parts) || parts < 1)
    throw new RangeError('Allocate into one part or more.');
  // `|| 0`: a negative total's zero share is 0, not -0.
  const share = Math.trunc(total / parts) || 0;
  const last = total - share * (parts - 1);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? last : share));
}
