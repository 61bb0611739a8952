/**
 * The marks grid's rules, pure so they are unit-tested: what a cell holds as typed (`Entry`),
 * whether it is valid against the paper's maximum (the API's own `cellOf`), where the cursor
 * goes on a key, what a pasted spreadsheet column fills in, and which cells still need saving.
 */
import {
  cellOf,
  toHundredths,
  type CellProblem,
  type GridStudent,
} from '@/lib/api/modules/exams/types';

/** A cell as the grid shows it: the typed text, or a flag. */
export type Entry = { text: string; absent: boolean; exempt: boolean };

/** The last cell the server answered and its version (sent back with a change). */
export type Known = { entry: Entry; version: number | null };

export const EMPTY: Entry = { text: '', absent: false, exempt: false };

export type EntryProblem = CellProblem | 'notNumber';

export type MarkRow = {
  student_id: number;
  marks: number | null;
  absent: boolean;
  exempt: boolean;
  version: number | null;
};

export const knownOf = (s: GridStudent): Known => ({
  entry: { text: s.marks === null ? '' : String(s.marks), absent: s.absent, exempt: s.exempt },
  version: s.version,
});

/** "45.5" and "45,5" (a decimal comma) are 45.5; anything else that is not a number is null. */
function numberOf(text: string): number | null | 'notNumber' | 'negative' {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (/^-\d+(\.\d+)?$/.test(t)) return 'negative';
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(t)) return 'notNumber';
  return Number(t);
}

/** The body of a valid cell, or what is wrong with it. */
export function checkEntry(
  entry: Entry,
  max: number,
): { row: Omit<MarkRow, 'student_id' | 'version'> } | { problem: EntryProblem } {
  const marks = numberOf(entry.text);
  if (marks === 'notNumber' || marks === 'negative')
    return { problem: marks === 'notNumber' ? 'notNumber' : 'negative' };
  const sent = { marks, absent: entry.absent, exempt: entry.exempt };
  const checked = cellOf(sent, toHundredths(max) ?? Math.round(max * 100));
  return 'problem' in checked ? { problem: checked.problem } : { row: sent };
}

/** Two entries store the same cell ("45" and "45.0" are one mark). */
export function sameEntry(a: Entry, b: Entry): boolean {
  if (a.absent !== b.absent || a.exempt !== b.exempt) return false;
  const x = numberOf(a.text);
  const y = numberOf(b.text);
  return typeof x === 'number' && typeof y === 'number' ? x === y : a.text.trim() === b.text.trim();
}

/** Absent and exempt replace the marks; toggling a flag that is on empties the cell. */
export function toggled(entry: Entry, flag: 'absent' | 'exempt'): Entry {
  return entry[flag] ? EMPTY : { ...EMPTY, [flag]: true };
}

/** Typing marks clears the flags. */
export const typed = (text: string): Entry => ({ ...EMPTY, text });

/**
 * A pasted cell: a number, AB/A/absent, EX/X/exempt (any case), or empty (cleared). What is
 * none of these stays as typed, and the cell then shows its error.
 */
export function pastedEntry(value: string): Entry {
  const v = value.trim().toLowerCase();
  if (['ab', 'a', 'absent'].includes(v)) return { ...EMPTY, absent: true };
  if (['ex', 'x', 'exempt'].includes(v)) return { ...EMPTY, exempt: true };
  return typed(value.trim());
}

/**
 * A column copied from a spreadsheet: one value per line (tab-separated lines give their first
 * cell); the line break a spreadsheet adds after the last row is not a row.
 */
export function pastedColumn(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t')[0] ?? '');
}

/** The pasted values from the row `from` down, one per student; those past the last are dropped. */
export function pasteDown(ids: readonly number[], from: number, text: string): Map<number, Entry> {
  const values = pastedColumn(text);
  const filled = new Map<number, Entry>();
  values.forEach((value, i) => {
    const id = ids[from + i];
    if (id !== undefined) filled.set(id, pastedEntry(value));
  });
  return filled;
}

export type Cursor = { row: number; col: number };
/** The grid's columns a cursor moves through: marks, absent, exempt. */
const COLUMNS = 3;

/**
 * Where a key moves the cursor (null: the key does not move it). Arrows move one cell, Enter
 * down and Shift+Enter up; the edges hold. In a right-to-left page the left arrow goes forward.
 */
export function moveCursor(
  at: Cursor,
  key: { key: string; shiftKey?: boolean },
  rows: number,
  rtl = false,
): Cursor | null {
  const clamp = (row: number, col: number) => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    col: Math.max(0, Math.min(COLUMNS - 1, col)),
  });
  const forward = rtl ? -1 : 1;
  switch (key.key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - forward);
    case 'ArrowRight':
      return clamp(at.row, at.col + forward);
    case 'Enter':
      return clamp(at.row + (key.shiftKey ? -1 : 1), at.col);
    default:
      return null;
  }
}

/** A letter that sets a flag from any cell of the row: A absent, X exempt. */
export function flagKey(key: string): 'absent' | 'exempt' | null {
  const k = key.toLowerCase();
  return k === 'a' ? 'absent' : k === 'x' ? 'exempt' : null;
}

/**
 * The cells to send: changed from what the server last said, valid, and not waiting on a
 * conflict's answer; each with the version read.
 */
export function changedRows(
  ids: readonly number[],
  entries: ReadonlyMap<number, Entry>,
  known: ReadonlyMap<number, Known>,
  max: number,
  held: ReadonlySet<number> = new Set(),
): MarkRow[] {
  return ids.flatMap((id) => {
    const entry = entries.get(id) ?? EMPTY;
    const was = known.get(id) ?? { entry: EMPTY, version: null };
    if (held.has(id) || sameEntry(entry, was.entry)) return [];
    const checked = checkEntry(entry, max);
    return 'row' in checked ? [{ student_id: id, ...checked.row, version: was.version }] : [];
  });
}
