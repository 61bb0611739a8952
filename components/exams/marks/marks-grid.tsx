'use client';
/**
 * The marks grid itself, keyboard-first: one row per student (roll, name, marks, absent,
 * exempt); arrows move, Enter moves down, typing replaces the cell's text (it is selected on
 * arrival and on a click), A and X set absent and exempt from any cell of the row, Space toggles a checkbox,
 * and a column pasted from a spreadsheet fills down from the focused row. Each cell is checked
 * against the maximum as it is typed; the valid changes are saved as you go (useGridSave). On
 * a phone the rows are cards (data-table-stack) with big inputs.
 */
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent, type MouseEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useLocale, useTranslations } from 'use-intl';
import type { MarksGrid } from '@/lib/api/modules/exams/types';
import {
  checkEntry,
  EMPTY,
  flagKey,
  moveCursor,
  pasteDown,
  toggled,
  typed,
  type Entry,
  type EntryProblem,
} from './grid-logic';
import { SaveStatus } from './save-status';
import { useGridSave } from './use-grid-save';

export function MarksGridTable({
  grid,
  path,
  locked,
  reason,
  onState,
}: {
  grid: MarksGrid;
  /** The grid's API path with its query. */
  path: string;
  locked: boolean;
  /** The reason sent with every change after publishing. */
  reason: string | null;
  /** Whether everything is saved (the workflow's buttons wait for it). */
  onState?: (saved: boolean) => void;
}) {
  const t = useTranslations('exams-marks');
  const rtl = useLocale() === 'ar';
  const table = useRef<HTMLTableElement>(null);
  const saving = useGridSave(grid, path, reason);
  const ids = grid.students.map((s) => s.student_id);
  const problemText = (problem: EntryProblem) =>
    ({
      overMax: t('problem.overMax', { max: grid.max_marks }),
      notNumber: t('problem.notNumber'),
      negative: t('problem.negative'),
      twoDecimals: t('problem.twoDecimals'),
      bothFlags: t('problem.bothFlags'),
      marksWithFlag: t('problem.marksWithFlag'),
    })[problem];
  const problems = new Map(
    grid.students.flatMap((s) => {
      const checked = checkEntry(saving.entries.get(s.student_id) ?? EMPTY, grid.max_marks);
      return 'problem' in checked ? [[s.student_id, problemText(checked.problem)] as const] : [];
    }),
  );
  const allSaved = saving.state === 'saved' && !saving.unsaved && !problems.size;
  useEffect(() => onState?.(allSaved), [onState, allSaved]);

  const flagWords = {
    absent: { header: t('grid.absent'), of: (name: string) => t('grid.absentOf', { name }) },
    exempt: { header: t('grid.exempt'), of: (name: string) => t('grid.exemptOf', { name }) },
  };

  const focusCell = (row: number, col: number) => {
    const cell = table.current?.querySelector<HTMLInputElement>(
      `[data-row="${row}"][data-col="${col}"]`,
    );
    cell?.focus();
    if (cell?.type === 'text') cell.select();
  };
  const set = (id: number, entry: Entry) => saving.edit(new Map([[id, entry]]));

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const target = e.target as HTMLElement;
    if (target.dataset.row === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    const at = { row: Number(target.dataset.row), col: Number(target.dataset.col) };
    const next = moveCursor(at, e, ids.length, rtl);
    if (next) {
      e.preventDefault();
      focusCell(next.row, next.col);
      return;
    }
    const id = ids[at.row];
    const flag = flagKey(e.key);
    if (id === undefined || locked) return;
    if (flag) {
      e.preventDefault();
      set(id, toggled(saving.entries.get(id) ?? EMPTY, flag));
    } else if (at.col > 0 && (e.key === 'Delete' || e.key === 'Backspace')) {
      e.preventDefault();
      set(id, EMPTY);
    }
  };

  const onPaste = (row: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    if (locked) return;
    e.preventDefault();
    const cell = e.currentTarget;
    saving.edit(pasteDown(ids, row, e.clipboardData.getData('text')));
    // The pasted cell stays selected: typing next replaces it.
    requestAnimationFrame(() => cell.select());
  };

  if (!grid.students.length) return <Alert variant="info">{t('grid.nobody')}</Alert>;
  return (
    <>
      <SaveStatus saving={saving} problems={problems.size} />
      {saving.conflicts.map((c) => (
        <Alert
          key={c.studentId}
          variant="warning"
          className="d-flex flex-wrap gap-2 align-items-center"
        >
          <span className="me-auto">
            {t('conflict.text', {
              name: c.name,
              theirs: cellWords(t, c.theirs.entry),
              mine: cellWords(t, c.mine),
            })}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => saving.resolve(c.studentId, 'theirs')}
          >
            {t('conflict.theirs')}
          </Button>
          <Button size="sm" onClick={() => saving.resolve(c.studentId, 'mine')}>
            {t('conflict.mine')}
          </Button>
        </Alert>
      ))}
      <Table
        ref={table}
        hover
        size="sm"
        className="data-table-stack marks-grid align-middle"
        aria-label={t('grid.caption', {
          subject: grid.subject_name,
          section: grid.class_section_name,
        })}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th scope="col">{t('grid.roll')}</th>
            <th scope="col">{t('grid.name')}</th>
            <th scope="col">{t('grid.marks', { max: grid.max_marks })}</th>
            <th scope="col">{t('grid.absent')}</th>
            <th scope="col">{t('grid.exempt')}</th>
          </tr>
        </thead>
        <tbody>
          {grid.students.map((s, row) => {
            const entry = saving.entries.get(s.student_id) ?? EMPTY;
            const problem = problems.get(s.student_id) ?? saving.serverErrors.get(s.student_id);
            const errorId = `marks-error-${s.student_id}`;
            return (
              <tr key={s.student_id} data-student={s.name}>
                <td data-label={t('grid.roll')}>{s.roll_number ?? '—'}</td>
                <th scope="row" className="fw-normal">
                  {s.name}
                </th>
                <td data-label={t('grid.marks', { max: grid.max_marks })}>
                  <div className="marks-cell flex-grow-1">
                    <Form.Control
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      data-row={row}
                      data-col={0}
                      readOnly={locked}
                      aria-label={t('grid.marksOf', { name: s.name })}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? errorId : undefined}
                      isInvalid={Boolean(problem)}
                      placeholder={
                        entry.absent ? t('cell.absent') : entry.exempt ? t('cell.exempt') : ''
                      }
                      value={entry.text}
                      onFocus={(e) => e.currentTarget.select()}
                      onClick={selectUnlessDragged}
                      onChange={(e) => set(s.student_id, typed(e.target.value))}
                      onPaste={onPaste(row)}
                    />
                    {problem && (
                      <Form.Control.Feedback type="invalid" id={errorId}>
                        {problem}
                      </Form.Control.Feedback>
                    )}
                  </div>
                </td>
                {(['absent', 'exempt'] as const).map((flag, i) => (
                  <td key={flag} data-label={flagWords[flag].header}>
                    <Form.Check
                      className="fs-5 mb-0"
                      id={`${flag}-${s.student_id}`}
                      data-row={row}
                      data-col={i + 1}
                      disabled={locked}
                      aria-label={flagWords[flag].of(s.name)}
                      checked={entry[flag]}
                      onChange={() => set(s.student_id, toggled(entry, flag))}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}

/**
 * A click on a cell selects its text, as arriving by keyboard does, so typing replaces it: a
 * click on the cell already focused fires no focus, and the click itself leaves a caret. A
 * drag that selected part of the text keeps that part.
 */
function selectUnlessDragged(e: MouseEvent<HTMLInputElement>) {
  const cell = e.currentTarget;
  if (cell.selectionStart === cell.selectionEnd) cell.select();
}

/** A cell in words for the conflict message: 42, absent, exempt or empty. */
function cellWords(t: ReturnType<typeof useTranslations<'exams-marks'>>, entry: Entry): string {
  if (entry.absent) return t('cell.absent');
  if (entry.exempt) return t('cell.exempt');
  return entry.text.trim() || t('cell.empty');
}
