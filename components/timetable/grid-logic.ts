/**
 * The weekly grid's rules, pure (grid-logic.test.ts): its rows from each weekday's bell plan,
 * the cells being edited as a map, moving the keyboard's cursor and the cells to send.
 */
import type { BellPeriod, Cell, DayPlan } from './types';

/**
 * One row of the grid: the n-th entry of each day's plan (a short Friday has fewer, so its
 * later rows are empty). `label` is the first day's entry, named at the row's head.
 */
export type GridRow = { index: number; label: BellPeriod; byDay: Map<number, BellPeriod> };

export function gridRows(days: readonly DayPlan[]): GridRow[] {
  const longest = Math.max(0, ...days.map((d) => d.periods.length));
  return Array.from({ length: longest }, (_, index) => {
    const byDay = new Map<number, BellPeriod>();
    for (const d of days) {
      const period = d.periods[index];
      if (period) byDay.set(d.day, period);
    }
    const label = [...byDay.values()][0] as BellPeriod;
    return { index, label, byDay };
  });
}

/** A row where no day has a lesson period: a break across the week, drawn as one band. */
export const isBreakRow = (row: GridRow) =>
  [...row.byDay.values()].every((p) => p.kind === 'break');

export const cellKey = (day: number, periodId: number) => `${day}:${periodId}`;

export type Placed = { class_subject_id: number; room_id: number | null };
export type Draft = ReadonlyMap<string, Placed>;

export function draftOf(cells: readonly Cell[]): Draft {
  return new Map(
    cells.map((c) => [
      cellKey(c.day, c.period_id),
      { class_subject_id: c.class_subject_id, room_id: c.room_id },
    ]),
  );
}

/** Puts a subject in a cell (keeping the cell's room, else the one chosen for new cells). */
export function assign(
  draft: Draft,
  key: string,
  classSubjectId: number,
  room: number | null,
): Draft {
  const next = new Map(draft);
  next.set(key, { class_subject_id: classSubjectId, room_id: draft.get(key)?.room_id ?? room });
  return next;
}

export function clear(draft: Draft, key: string): Draft {
  const next = new Map(draft);
  next.delete(key);
  return next;
}

/**
 * A placed lesson taken from one cell to another, its room with it: onto an empty cell it
 * moves (the first empties), onto a placed cell the two swap. An empty source, or the same
 * cell, changes nothing (the same draft, so nothing looks edited).
 */
export function moveLesson(draft: Draft, from: string, to: string): Draft {
  const moving = draft.get(from);
  if (!moving || from === to) return draft;
  const next = new Map(draft);
  const there = draft.get(to);
  if (there) next.set(from, there);
  else next.delete(from);
  next.set(to, moving);
  return next;
}

/** The body's cells, in a stable order (by day, then key), so a 422's `cells.{i}` finds its cell. */
export function cellsOf(draft: Draft): Cell[] {
  return [...draft]
    .map(([key, placed]) => {
      const [day, period] = key.split(':').map(Number) as [number, number];
      return { day, period_id: period, ...placed };
    })
    .sort((a, b) => a.day - b.day || a.period_id - b.period_id);
}

/** Whether two drafts hold the same lessons (nothing to save). */
export function sameDraft(a: Draft, b: Draft): boolean {
  if (a.size !== b.size) return false;
  for (const [key, placed] of a) {
    const other = b.get(key);
    if (other?.class_subject_id !== placed.class_subject_id || other.room_id !== placed.room_id)
      return false;
  }
  return true;
}

/** A 422's `cells.{i}` (and `cells.{i}.field`) messages, keyed by the cell they name. */
export function errorsByCell(sent: readonly Cell[], fields: Record<string, string>) {
  const byCell = new Map<string, string>();
  for (const [field, message] of Object.entries(fields)) {
    const match = /^cells\.(\d+)/.exec(field);
    const cell = match ? sent[Number(match[1])] : undefined;
    if (cell) byCell.set(cellKey(cell.day, cell.period_id), message);
  }
  return byCell;
}

export type Cursor = { row: number; col: number };
export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The cursor after an arrow key, inside `rows` × `cols` (right to left, left and right swap),
 * skipping rows that cannot be entered (breaks).
 */
export function moveCursor(
  cursor: Cursor,
  key: Arrow,
  size: { rows: number; cols: number; enterable: (row: number) => boolean },
  rtl = false,
): Cursor {
  const flip = rtl ? -1 : 1;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const step = (key === 'ArrowRight' ? 1 : -1) * flip;
    return { ...cursor, col: Math.min(size.cols - 1, Math.max(0, cursor.col + step)) };
  }
  const step = key === 'ArrowDown' ? 1 : -1;
  for (let row = cursor.row + step; row >= 0 && row < size.rows; row += step)
    if (size.enterable(row)) return { ...cursor, row };
  return cursor;
}

/**
 * The next cell an arrow reaches that holds a lesson period (`holds`), passing the ones that
 * do not (a break on that day only, a short day's missing rows); where none is left that way,
 * the cursor stays. A row that is a break every day is passed by `moveCursor` itself.
 */
export function moveToCell(
  cursor: Cursor,
  key: Arrow,
  size: { rows: number; cols: number; enterable: (row: number) => boolean },
  holds: (at: Cursor) => boolean,
  rtl = false,
): Cursor {
  for (let at = cursor; ;) {
    const next = moveCursor(at, key, size, rtl);
    if (next.row === at.row && next.col === at.col) return cursor;
    if (holds(next)) return next;
    at = next;
  }
}

/** The version in force on `date`: the published one with the latest date not after it. */
export function versionInForce<V extends { effective_from: string; status: string }>(
  versions: readonly V[],
  date: string,
): V | undefined {
  return versions
    .filter((v) => v.status === 'published' && v.effective_from <= date)
    .reduce<V | undefined>(
      (best, v) => (!best || v.effective_from >= best.effective_from ? v : best),
      undefined,
    );
}
