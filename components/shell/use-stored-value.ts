'use client';
/**
 * A string kept in localStorage, read through useSyncExternalStore so the server render and
 * the first client render agree (both see null) and every component using the key stays in step.
 */
import { useCallback, useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'schola:stored-value';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key),
    () => null,
  );
  const set = useCallback(
    (next: string | null) => {
      if (next === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, next);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );
  return [value, set];
}
