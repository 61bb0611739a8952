'use client';
/**
 * A list's state in the address bar: filters, search, sort, page and page size are query
 * parameters, so reload and back keep them and a list's link can be shared. Changes replace
 * the current history entry (typing a search does not leave one entry per keystroke); going
 * to another screen and back returns to the same filtered page.
 *
 * The native history.replaceState(null, …) (which Next's router follows, updating
 * useSearchParams; passing Next's own state object instead makes it skip the sync) and
 * not router.replace: it changes the address at once, so a filter and a search set in the same
 * moment both land, and it asks the server for nothing (the list fetches its own page). Writes
 * made while the router is still committing earlier ones start from the newest of them, not
 * from the address the router writes back meanwhile (url-writes.ts).
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { afterCommit, afterWrite, writeBase, type Address } from './url-writes';

export type UrlPatch = Record<string, string | undefined>;

/** This tab's writes the router has not settled yet, oldest first (url-writes.ts). */
let pendingWrites: Address[] = [];

const addressOf = (path: string, query: string): Address => (query ? `${path}?${query}` : path);

export function useUrlState() {
  const pathname = usePathname();
  const params = useSearchParams();
  const committed = addressOf(pathname, params.toString());
  useEffect(() => {
    pendingWrites = afterCommit(pendingWrites, committed);
  }, [committed]);
  const update = useCallback(
    (patch: UrlPatch) => {
      // The live address, not a render's snapshot, unless the router is writing back one of
      // ours that a newer write has already replaced.
      const live = addressOf(window.location.pathname, window.location.search.slice(1));
      const base = writeBase(live, pendingWrites);
      const next = new URLSearchParams(new URL(base, window.location.origin).search);
      for (const [key, value] of Object.entries(patch))
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      const written = addressOf(pathname, next.toString());
      pendingWrites = afterWrite(pendingWrites, base, written);
      window.history.replaceState(null, '', written);
    },
    [pathname],
  );
  return { params, update };
}

/**
 * One list filter kept in the URL, used like useState(''). A filter whose default is not
 * "all" (`fallback`) keeps an explicit empty value for "all". Changing it starts at page 1.
 */
export function useUrlFilter(name: string, fallback = ''): [string, (value: string) => void] {
  const { params, update } = useUrlState();
  const value = params.get(name) ?? fallback;
  const set = useCallback(
    (next: string) =>
      update({ [name]: next === '' && fallback === '' ? undefined : next, page: undefined }),
    [update, name, fallback],
  );
  return [value, set];
}

/**
 * The open tab of a screen's tabs, kept in the address (`?tab=`, absent for the first): only
 * the open tab is mounted, and choosing another clears the list parameters of the one left, so
 * one tab's search or filter never applies to another's list. An unknown value opens the first.
 * Screens render it through UrlTabs (url-tabs.tsx), which unmounts the tab left at once.
 */
export function useUrlTab(
  tabs: readonly [string, ...string[]],
): [string, (tab: string | null) => void] {
  const { params, update } = useUrlState();
  const [first] = tabs;
  const open = params.get('tab') ?? '';
  const choose = (tab: string | null) => {
    const cleared = Object.fromEntries([...params.keys()].map((key) => [key, undefined]));
    update({ ...cleared, tab: tab && tab !== first ? tab : undefined });
  };
  return [tabs.includes(open) ? open : first, choose];
}
