/**
 * The school's attendance codes on the screens: the order a register's tap cycles through,
 * and a text colour readable on a code's own colour (a school may pick any colour).
 */
import type { AttendanceCode } from '@/lib/api/modules/attendance/types';

export type { AttendanceCode } from '@/lib/api/modules/attendance/types';

/** The code after `currentId` among the active codes, in the school's order (wrapping round). */
export function nextCode(
  codes: readonly AttendanceCode[],
  currentId: number | null,
): AttendanceCode | undefined {
  const active = codes.filter((c) => c.active);
  const at = active.findIndex((c) => c.id === currentId);
  return active[(at + 1) % active.length];
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** White or near-black, whichever contrasts more with the code's colour. */
export function textOn(hex: string): '#ffffff' | '#111111' {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return '#111111';
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#111111') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#111111';
}
