'use client';
/**
 * Editing a class-section's week (timetable-edit): a palette of the class's subjects (and
 * "Empty") to drag onto a cell, or to choose and then click cells; the keyboard moves between
 * cells with the arrows, Enter puts the chosen subject, Delete empties. A placed lesson is
 * dragged to another cell (or picked up with "m", carried with the arrows, dropped with
 * Enter): it moves there, or swaps with the lesson there (`moveLesson`). Saved as the version
 * from the effective date; a clash the API refuses shows on its cell; the warnings of a save go
 * to `onSaved`.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLocale, useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { useSchoolFormat } from '@/components/ui/school-format';
import { cellKey, gridRows, isBreakRow, moveToCell, type Arrow, type Cursor } from './grid-logic';
import type { Choices, Timetable } from './types';
import { useEditor } from './use-editor';
import { useLessonMove } from './use-lesson-move';
import { LessonText, WeekGrid, type CellPlace } from './week-grid';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const DRAG_TYPE = 'text/plain';
/** A placed lesson dragged from its cell carries the cell's key after this prefix. */
const FROM_CELL = 'cell:';

/** A cell refused by the last save is red; the one whose lesson is being carried, outlined. */
const slotLook = (refused: boolean, carried: boolean) =>
  refused ? 'btn-outline-danger border-2' : carried ? 'btn-outline-primary border-2' : 'btn-light';

export function TimetableEditor({
  timetable,
  choices,
  onSaved,
}: {
  timetable: Timetable;
  choices: Choices;
  onSaved: (versionId: number, warnings: string[]) => void;
}) {
  const t = useTranslations('timetable');
  const rtl = useLocale() === 'ar';
  const format = useSchoolFormat();
  const editor = useEditor(timetable, format.today(), onSaved);
  const [cursor, setCursor] = useState<Cursor>({ row: 0, col: 0 });
  const gridRef = useRef<HTMLDivElement>(null);
  const classId = choices.class_sections.find((s) => s.id === timetable.class_section.id)?.class_id;
  const subjects = choices.class_subjects.filter((cs) => cs.class_id === classId);
  const subjectOf = (id: number) => choices.class_subjects.find((cs) => cs.id === id);
  const roomName = (id: number | null) => choices.rooms.find((r) => r.id === id)?.name ?? null;
  const rows = gridRows(timetable.days);
  const subjectAt = (key: string) => {
    const placed = editor.draft.get(key);
    return placed ? subjectOf(placed.class_subject_id)?.subject : undefined;
  };
  const placeOf = (key: string) => {
    const [day, periodId] = key.split(':').map(Number) as [number, number];
    const period = timetable.days
      .find((d) => d.day === day)
      ?.periods.find((p) => p.id === periodId);
    return t('edit.place', { day: t(`days.${day}`), period: period?.name ?? '' });
  };
  const carry = useLessonMove({ subjectAt, placeOf, move: editor.move });

  /** A cell's button; none where that day has a break or no such period. */
  const cellButton = (at: Cursor) =>
    gridRef.current?.querySelector<HTMLButtonElement>(
      `[data-row="${at.row}"][data-col="${at.col}"]`,
    );
  const focusCell = (next: Cursor) => {
    setCursor(next);
    cellButton(next)?.focus();
  };

  const onKey = (event: KeyboardEvent, place: CellPlace, key: string) => {
    if (ARROWS.has(event.key)) {
      event.preventDefault();
      const size = {
        rows: rows.length,
        cols: timetable.days.length,
        enterable: (row: number) => !!rows[row] && !isBreakRow(rows[row]),
      };
      const holds = (at: Cursor) => !!cellButton(at);
      focusCell(
        moveToCell({ row: place.row, col: place.col }, event.key as Arrow, size, holds, rtl),
      );
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      editor.clearCell(key);
    } else if (event.key === 'Escape') {
      if (carry.cancel()) event.preventDefault();
    } else if (isPickUp(event) && carry.held === null && carry.pickUp(key)) {
      // Space would also click the cell (placing nothing): the pick-up is all it does here.
      event.preventDefault();
    }
  };
  /** "m", or Space when no subject is chosen to place (then Space clicks, placing it). */
  const isPickUp = (event: KeyboardEvent) =>
    event.key === 'm' || event.key === 'M' || (event.key === ' ' && editor.tool === null);

  const renderCell = (place: CellPlace) => {
    const key = cellKey(place.day, place.period.id);
    const placed = editor.draft.get(key);
    const subject = placed ? subjectOf(placed.class_subject_id) : undefined;
    const error = editor.cellErrors.get(key);
    const errorId = `cell-error-${key.replace(':', '-')}`;
    const here = cursor.row === place.row && cursor.col === place.col;
    const label = t('edit.cellLabel', {
      day: t(`days.${place.day}`),
      period: place.period.name,
      lesson: subject ? subject.subject : t('edit.empty'),
    });
    return (
      <>
        <button
          type="button"
          className={`timetable-slot w-100 text-start btn btn-sm ${slotLook(!!error, carry.held === key)}`}
          data-row={place.row}
          data-col={place.col}
          data-cell={key}
          tabIndex={here ? 0 : -1}
          aria-label={label}
          data-clash={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => setCursor({ row: place.row, col: place.col })}
          data-held={carry.held === key ? true : undefined}
          onClick={() => carry.drop(key) || editor.apply(key)}
          onKeyDown={(e) => onKey(e, place, key)}
          draggable={!!placed}
          onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, `${FROM_CELL}${key}`)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            const dropped = e.dataTransfer.getData(DRAG_TYPE);
            if (dropped.startsWith(FROM_CELL)) carry.dropAt(dropped.slice(FROM_CELL.length), key);
            else editor.apply(key, dropped === 'clear' ? 'clear' : Number(dropped));
          }}
        >
          {subject ? (
            <LessonText
              subject={subject.subject}
              teachers={subject.teachers.map((p) => p.name)}
              room={roomName(placed?.room_id ?? null)}
            />
          ) : (
            <span className="text-body-secondary small">{t('edit.empty')}</span>
          )}
        </button>
        {error && (
          <div id={errorId} className="small text-danger mt-1" role="alert">
            {error}
          </div>
        )}
      </>
    );
  };

  return (
    <div className="timetable-editor">
      <fieldset className="mb-3 no-print">
        <legend className="h6">{t('edit.palette')}</legend>
        <p className="small text-body-secondary mb-2">{t('edit.howTo')}</p>
        <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('edit.palette')}>
          {subjects.map((cs) => (
            <Button
              key={cs.id}
              size="sm"
              variant={editor.tool === cs.id ? 'primary' : 'outline-primary'}
              aria-pressed={editor.tool === cs.id}
              draggable
              data-subject={cs.id}
              onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, String(cs.id))}
              onClick={() => editor.setTool(editor.tool === cs.id ? null : cs.id)}
            >
              {cs.subject}
              {cs.teachers.length > 0 && (
                <span className="small ms-1">({cs.teachers.map((p) => p.name).join(', ')})</span>
              )}
            </Button>
          ))}
          <Button
            size="sm"
            variant={editor.tool === 'clear' ? 'secondary' : 'outline-secondary'}
            aria-pressed={editor.tool === 'clear'}
            draggable
            onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, 'clear')}
            onClick={() => editor.setTool(editor.tool === 'clear' ? null : 'clear')}
          >
            {t('edit.emptyTool')}
          </Button>
        </div>
        {!subjects.length && <p className="small mt-2 mb-0">{t('edit.noSubjects')}</p>}
        <div className="d-flex flex-wrap gap-3 mt-3 align-items-end">
          <Form.Group controlId="timetable-room">
            <Form.Label className="small mb-1">{t('edit.roomForNew')}</Form.Label>
            <Form.Select
              value={editor.room ?? ''}
              onChange={(e) => editor.setRoom(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('edit.noRoom')}</option>
              {choices.rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group>
            <Form.Label htmlFor="timetable-from" className="small mb-1">
              {t('edit.from')}
            </Form.Label>
            <DateInput id="timetable-from" value={editor.from} onChange={editor.setFrom} />
          </Form.Group>
          <Button onClick={() => void editor.save()} disabled={editor.saving}>
            {editor.saving ? t('edit.saving') : t('edit.save')}
          </Button>
          {editor.changed && (
            <Button variant="outline-secondary" onClick={editor.reset} disabled={editor.saving}>
              {t('edit.undo')}
            </Button>
          )}
        </div>
      </fieldset>
      {editor.failure && (
        <Alert variant="danger" className="no-print">
          {editor.failure}
        </Alert>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="move-status">
        {carry.said}
      </div>
      <div ref={gridRef}>
        <WeekGrid
          days={timetable.days}
          caption={t('grid.caption', { name: timetable.class_section.name })}
          renderCell={renderCell}
        />
      </div>
    </div>
  );
}
