'use client';
/**
 * Saved as you go: the grid's cells as typed, what the server last answered (with versions),
 * and one batched PUT of the changed valid cells shortly after the typing stops. A save
 * answers the whole grid: cells nobody edited here take the server's values. A 409 (someone
 * else saved a cell since it was read) reads the grid again; each cell changed on both sides
 * is held as a conflict until the user takes theirs or keeps theirs own; a 422 names cells
 * (shown on them) or the missing reason.
 */
import { useEffect, useRef, useState } from 'react';
import type { GridStudent, MarksGrid } from '@/lib/api/modules/exams/types';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';
import { changedRows, EMPTY, knownOf, sameEntry, type Entry, type Known } from './grid-logic';

/** Long enough for a run of keystrokes to go in one request, short enough to feel immediate. */
const SAVE_AFTER_MS = 600;

type SaveState = 'saved' | 'pending' | 'saving' | 'error';
type Conflict = { studentId: number; name: string; theirs: Known; mine: Entry };

const knownMap = (students: GridStudent[]) =>
  new Map(students.map((s) => [s.student_id, knownOf(s)]));

export function useGridSave(grid: MarksGrid, path: string, reason: string | null) {
  const ids = grid.students.map((s) => s.student_id);
  const [known, setKnown] = useState(() => knownMap(grid.students));
  const [entries, setEntries] = useState(
    () => new Map([...knownMap(grid.students)].map(([id, k]) => [id, k.entry])),
  );
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [serverErrors, setServerErrors] = useState<Map<number, string>>(new Map());
  const [state, setState] = useState<SaveState>('saved');
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState(grid);
  const busy = useRef(false);
  // The latest of everything, for the save that runs after the render that scheduled it.
  const live = useRef({ known, entries, conflicts, reason, ids });
  useEffect(() => {
    live.current = { known, entries, conflicts, reason, ids };
  });

  /** The server's grid taken in: cells not edited here follow it. */
  const adopt = (fresh: MarksGrid, keepMine: ReadonlySet<number>) => {
    const next = knownMap(fresh.students);
    const { known: was, entries: shown } = live.current;
    setEntries((current) => {
      const updated = new Map(current);
      for (const [id, k] of next) {
        const edited = !sameEntry(shown.get(id) ?? EMPTY, was.get(id)?.entry ?? EMPTY);
        if (!edited && !keepMine.has(id)) updated.set(id, k.entry);
      }
      return updated;
    });
    setKnown(next);
    setStatus(fresh);
  };

  const save = async () => {
    if (busy.current) return;
    const { known: was, entries: shown, conflicts: held, ids: order } = live.current;
    const rows = changedRows(
      order,
      shown,
      was,
      grid.max_marks,
      new Set(held.map((c) => c.studentId)),
    );
    if (!rows.length) return;
    busy.current = true;
    setState('saving');
    try {
      const res = await apiFetch<{ data: MarksGrid }>(path, {
        method: 'PUT',
        body: JSON.stringify({ marks: rows, reason: live.current.reason }),
      });
      setServerErrors(new Map());
      setFailure(null);
      adopt(res.data, new Set());
      setState('saved');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) await readAgain(rows);
      else if (error instanceof ApiRequestError && error.status === 422) {
        const cells = new Map<number, string>();
        for (const [field, text] of Object.entries(error.fieldErrors)) {
          const i = /^marks\.(\d+)\./.exec(field)?.[1];
          const row = i === undefined ? undefined : rows[Number(i)];
          if (row) cells.set(row.student_id, text);
        }
        setServerErrors(cells);
        setFailure(cells.size ? null : error.message);
        setState('error');
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
        setState('error');
      }
    } finally {
      busy.current = false;
    }

    /** After a 409: the grid read again, each cell changed on both sides held as a conflict. */
    async function readAgain(sent: { student_id: number }[]) {
      const fresh = (await apiFetch<{ data: MarksGrid }>(path)).data;
      const { known: before, entries: now } = live.current;
      const found: Conflict[] = [];
      for (const s of fresh.students) {
        const theirs = knownOf(s);
        const mine = now.get(s.student_id) ?? EMPTY;
        const changedThere = theirs.version !== (before.get(s.student_id)?.version ?? null);
        if (changedThere && sent.some((r) => r.student_id === s.student_id))
          if (!sameEntry(theirs.entry, mine))
            found.push({ studentId: s.student_id, name: s.name, theirs, mine });
      }
      adopt(fresh, new Set(found.map((c) => c.studentId)));
      setConflicts((c) => [
        ...c.filter((x) => !found.some((f) => f.studentId === x.studentId)),
        ...found,
      ]);
      // The other cells go on saving; the held ones wait for the user's answer.
      setState('pending');
    }
  };

  // Saved as you go: a short pause after the last change, and again after each save while
  // something is still unsaved.
  const unsaved = changedRows(
    ids,
    entries,
    known,
    grid.max_marks,
    new Set(conflicts.map((c) => c.studentId)),
  ).length;
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    if (!unsaved || state === 'saving' || state === 'error') return;
    const timer = setTimeout(() => void latestSave.current(), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [entries, unsaved, state]);

  const edit = (changes: ReadonlyMap<number, Entry>) => {
    setEntries((current) => new Map([...current, ...changes]));
    setServerErrors((current) => {
      const next = new Map(current);
      for (const id of changes.keys()) next.delete(id);
      return next;
    });
    setState((s) => (s === 'saving' ? s : 'pending'));
  };

  const resolve = (studentId: number, take: 'theirs' | 'mine') => {
    const conflict = live.current.conflicts.find((c) => c.studentId === studentId);
    if (!conflict) return;
    setConflicts((all) => all.filter((c) => c.studentId !== studentId));
    setKnown((k) => new Map(k).set(studentId, conflict.theirs));
    setEntries((e) =>
      new Map(e).set(studentId, take === 'theirs' ? conflict.theirs.entry : conflict.mine),
    );
    setState('pending');
  };

  return {
    entries,
    conflicts,
    serverErrors,
    state,
    failure,
    unsaved,
    status,
    edit,
    resolve,
    retry: () => {
      setState('pending');
      void save();
    },
  };
}
