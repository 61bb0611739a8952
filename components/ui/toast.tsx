'use client';
/**
 * Toast notices (SPEC §2, §9): top-right, closing after 3 seconds, with a close button.
 * A few lines of our own instead of a toast library: the shell's shared code has a weight
 * budget (issue 10). `toast.success` / `toast.error` may be called from anywhere; the one
 * <Toaster> in the providers shows them. Errors are announced at once, the rest politely.
 */
import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 3000;

type Note = { id: number; kind: 'success' | 'error'; message: string };

let notes: readonly Note[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Note[]) {
  notes = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  publish(notes.filter((n) => n.id !== id));
}

function show(kind: Note['kind'], message: string) {
  const id = ++lastId;
  publish([...notes, { id, kind, message }]);
  setTimeout(() => dismiss(id), TOAST_DURATION_MS);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

// The server never shows a toast: its `notes` stay empty, so one snapshot serves both.
const snapshot = () => notes;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `closeLabel`: the close button's name in the page's language (translated on the server). */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const shown = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="toaster" aria-live="polite">
      {shown.map((n) => (
        <div
          key={n.id}
          role={n.kind === 'error' ? 'alert' : 'status'}
          className={`toaster-note toaster-${n.kind}`}
        >
          <span>{n.message}</span>
          <button
            type="button"
            className="btn-close"
            aria-label={closeLabel}
            onClick={() => dismiss(n.id)}
          />
        </div>
      ))}
    </div>
  );
}
