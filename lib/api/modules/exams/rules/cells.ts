/**
 * A marks grid's cells as sent (PUT /api/exams/{id}/marks): each is marks, absent or exempt,
 * or empty (cleared); marks within 0 and the paper's maximum, at most two decimals. Pure, so
 * the grid's own validation as one types says the same thing.
 */
import { toHundredths } from './marks';

export type SentCell = {
  marks?: number | null;
  absent: boolean;
  exempt: boolean;
};

/** What a cell stores: null for a cleared cell (its row is deleted). */
export type StoredCell = { marks: number | null; absent: boolean; exempt: boolean } | null;

export type CellProblem = 'bothFlags' | 'marksWithFlag' | 'twoDecimals' | 'negative' | 'overMax';

export function cellOf(
  sent: SentCell,
  maxMarks: number,
): { cell: StoredCell } | { problem: CellProblem } {
  const hasMarks = sent.marks !== null && sent.marks !== undefined;
  if (sent.absent && sent.exempt) return { problem: 'bothFlags' };
  if (hasMarks && (sent.absent || sent.exempt)) return { problem: 'marksWithFlag' };
  if (sent.absent || sent.exempt)
    return { cell: { marks: null, absent: sent.absent, exempt: sent.exempt } };
  if (!hasMarks) return { cell: null };
  if ((sent.marks as number) < 0) return { problem: 'negative' };
  const hundredths = toHundredths(sent.marks as number);
  if (hundredths === null) return { problem: 'twoDecimals' };
  if (hundredths > maxMarks) return { problem: 'overMax' };
  return { cell: { marks: hundredths, absent: false, exempt: false } };
}

export const sameCell = (a: StoredCell, b: StoredCell) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.marks === b.marks &&
    a.absent === b.absent &&
    a.exempt === b.exempt);
