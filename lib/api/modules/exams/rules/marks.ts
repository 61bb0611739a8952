/**
 * Marks as integer hundredths (docs/ARCHITECTURE.md, "Exams"): 4550 is 45.5 marks. Sums stay
 * exact integers; the one rounding of a percentage happens here, half up to two decimals.
 */

/** A decimal number of marks (at most two decimals) as hundredths; null when it has more. */
export function toHundredths(value: number): number | null {
  const scaled = Math.round(value * 100);
  // 45.55 * 100 is 4554.999…: accept what rounds back to the same decimal, refuse 45.555.
  return Math.abs(scaled - value * 100) < 1e-6 ? scaled : null;
}

/** Hundredths as the decimal number the API answers: 4550 → 45.5. */
export const fromHundredths = (hundredths: number): number => hundredths / 100;

/**
 * `obtained / maximum` as a percentage in hundredths, rounded half up: 2 of 3 is 6667
 * (66.67 %). Integers only: (2 × obtained × 10000 + maximum) div (2 × maximum).
 */
export function percentHundredths(obtained: number, maximum: number): number {
  if (maximum <= 0) throw new Error('a percentage of nothing');
  return Math.floor((2 * obtained * 10_000 + maximum) / (2 * maximum));
}
