'use client';
/**
 * The sidebar's state (SPEC §4, §9): collapsed or expanded by the toggle, collapsed on its own
 * at 1006 px or less, kept open when pinned, and an off-canvas drawer at 991 px or less.
 * A toggle made at one width holds until the width crosses the threshold again.
 *
 * The widths are read as one snapshot of what they change on screen (collapsed, drawer open),
 * not as two booleans: the server renders as wide, and a phone's first render then agrees with
 * it (neither collapsed nor open), so hydrating does not re-render the whole shell at once.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useStoredValue } from './use-stored-value';

export const AUTO_COLLAPSE_QUERY = '(max-width: 1006px)';
export const DRAWER_QUERY = '(max-width: 991px)';
const PINNED_KEY = 'schola.sidebar.pinned';

type Choice = { collapsed: boolean; narrow: boolean } | null;

/** What the shell shows for a width (narrow, drawer) and the user's choices. Pure. */
export function sidebarLook(
  width: { narrow: boolean; drawer: boolean },
  pinned: boolean,
  choice: Choice,
  drawerOpen: boolean,
) {
  const chosen = choice && choice.narrow === width.narrow ? choice.collapsed : width.narrow;
  return { collapsed: !width.drawer && !pinned && chosen, drawerOpen: width.drawer && drawerOpen };
}

const matches = (query: string) => window.matchMedia(query).matches;
const liveWidth = () => ({ narrow: matches(AUTO_COLLAPSE_QUERY), drawer: matches(DRAWER_QUERY) });
const SERVER_WIDTH = { narrow: false, drawer: false };

function subscribe(onChange: () => void) {
  const lists = [AUTO_COLLAPSE_QUERY, DRAWER_QUERY].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function useSidebarState() {
  const [pinnedValue, setPinnedValue] = useStoredValue(PINNED_KEY);
  const pinned = pinnedValue === '1';
  const [choice, setChoice] = useState<Choice>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // A string, so that equal looks compare equal.
  const look = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(sidebarLook(liveWidth(), pinned, choice, drawerOpen)),
    () => JSON.stringify(sidebarLook(SERVER_WIDTH, pinned, choice, drawerOpen)),
  );
  const { collapsed, drawerOpen: open } = JSON.parse(look) as ReturnType<typeof sidebarLook>;

  const toggleCollapsed = useCallback(() => {
    if (pinned) setPinnedValue(null);
    setChoice({ collapsed: !collapsed, narrow: matches(AUTO_COLLAPSE_QUERY) });
  }, [collapsed, pinned, setPinnedValue]);

  const togglePinned = useCallback(() => {
    setPinnedValue(pinned ? null : '1');
    if (!pinned) setChoice({ collapsed: false, narrow: matches(AUTO_COLLAPSE_QUERY) });
  }, [pinned, setPinnedValue]);

  return {
    collapsed,
    pinned,
    drawerOpen: open,
    openDrawer: useCallback(() => setDrawerOpen(true), []),
    closeDrawer: useCallback(() => setDrawerOpen(false), []),
    toggleCollapsed,
    togglePinned,
  };
}

export type SidebarState = ReturnType<typeof useSidebarState>;
