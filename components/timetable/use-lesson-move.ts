'use client';
/**
 * Moving a placed lesson with the keyboard, as dragging it does with a mouse: "m" (or Space
 * when no subject is chosen) picks up the focused cell's lesson, the arrows move the cursor,
 * Enter drops it (a swap when the cell holds one), Escape puts it back. Each step is said in a
 * live region, since nothing else tells a screen reader that a lesson is being carried.
 */
import { useState } from 'react';
import { useTranslations } from 'use-intl';

export function useLessonMove({
  subjectAt,
  placeOf,
  move,
}: {
  /** The subject placed in a cell, if any. */
  subjectAt: (key: string) => string | undefined;
  /** A cell's place in words ("Tuesday, Period 2"). */
  placeOf: (key: string) => string;
  move: (from: string, to: string) => void;
}) {
  const t = useTranslations('timetable');
  const [held, setHeld] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const pickUp = (key: string) => {
    const subject = subjectAt(key);
    if (!subject) return false;
    setHeld(key);
    setSaid(t('edit.move.picked', { subject }));
    return true;
  };

  /** Moves the lesson carried from `from` to `to` (a drop by keyboard, click or mouse). */
  const dropAt = (from: string, to: string) => {
    const subject = subjectAt(from);
    const other = subjectAt(to);
    setHeld(null);
    if (!subject || from === to) return setSaid(t('edit.move.cancelled'));
    move(from, to);
    setSaid(
      other
        ? t('edit.move.swapped', { subject, other })
        : t('edit.move.moved', { subject, place: placeOf(to) }),
    );
  };

  return {
    held,
    said,
    pickUp,
    dropAt,
    /** Drops the lesson carried by keyboard or click; false when none is carried. */
    drop: (to: string) => {
      if (held === null) return false;
      dropAt(held, to);
      return true;
    },
    cancel: () => {
      if (held === null) return false;
      setHeld(null);
      setSaid(t('edit.move.cancelled'));
      return true;
    },
  };
}
