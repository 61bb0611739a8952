'use client';
/**
 * The editor's state and its save: the cells as edited (`Draft`), the subject chosen in the
 * palette, the room for new cells, the effective date, moving a placed lesson, and the answer of the last save (its
 * refusal on the cells it names, or its warnings).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import {
  assign,
  cellsOf,
  clear,
  draftOf,
  errorsByCell,
  moveLesson,
  sameDraft,
  type Draft,
} from './grid-logic';
import { TIMETABLE_KEY } from './queries';
import type { Timetable } from './types';

/** The palette's choice: a class-subject's id, "clear" (empties cells) or nothing yet. */
export type Tool = number | 'clear' | null;

export function useEditor(
  timetable: Timetable,
  today: string,
  onSaved: (versionId: number, warnings: string[]) => void,
) {
  const queryClient = useQueryClient();
  const initial = draftOf(timetable.cells);
  const [draft, setDraft] = useState<Draft>(initial);
  const [tool, setTool] = useState<Tool>(null);
  const [room, setRoom] = useState<number | null>(null);
  const [from, setFrom] = useState(today);
  const [cellErrors, setCellErrors] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** Applies a tool to a cell: a subject's id puts it there, "clear" empties it. */
  const apply = (key: string, chosen: Tool = tool) => {
    if (chosen === null) return false;
    setDraft((d) => (chosen === 'clear' ? clear(d, key) : assign(d, key, chosen, room)));
    forgetErrors(key);
    return true;
  };

  /** A refusal shown on a cell leaves with the lesson it was about. */
  const forgetErrors = (...keys: string[]) =>
    setCellErrors((errors) => {
      const next = new Map(errors);
      for (const key of keys) next.delete(key);
      return next;
    });

  /** A placed lesson (and its room) moved to another cell, swapping with what is there. */
  const move = (from: string, to: string) => {
    setDraft((d) => moveLesson(d, from, to));
    forgetErrors(from, to);
  };

  const save = async () => {
    const cells = cellsOf(draft);
    setSaving(true);
    setFailure(null);
    try {
      const answer = await apiFetch<{ data: Timetable; message: string }>(
        `/api/timetables?class_section_id=${timetable.class_section.id}`,
        { method: 'PUT', body: JSON.stringify({ effective_from: from, cells }) },
      );
      setCellErrors(new Map());
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: TIMETABLE_KEY });
      if (answer.data.version) onSaved(answer.data.version.id, answer.data.warnings ?? []);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      const onCells = errorsByCell(cells, fields);
      setCellErrors(onCells);
      const other = Object.entries(fields)
        .filter(([field]) => !field.startsWith('cells.'))
        .map(([, message]) => message);
      setFailure(
        other.join(' ') ||
          (onCells.size ? [...onCells.values()].join(' ') : (error as Error).message),
      );
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    tool,
    setTool,
    room,
    setRoom,
    from,
    setFrom,
    apply,
    move,
    clearCell: (key: string) => apply(key, 'clear'),
    cellErrors,
    failure,
    saving,
    save,
    changed: !sameDraft(draft, initial),
    reset: () => {
      setDraft(initial);
      setCellErrors(new Map());
      setFailure(null);
    },
  };
}
