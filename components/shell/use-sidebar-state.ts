'use client';
/**
 * The sidebar's state (SPEC §4, §9): collapsed or expanded by the toggle, collapsed on its own
 * at 1006 px or less, kept open when pinned, and an off-canvas drawer at 991 px or less.
 * A toggle made at one width holds until the width crosses the threshold again.
 */
import { useCallback, useState } from 'react';
import { useMediaQuery } from './use-media-query';
import { useStoredValue } from './use-stored-value';

export const AUTO_COLLAPSE_QUERY = '(max-width: 1006px)';
export const DRAWER_QUERY = '(max-width: 991px)';
const PINNED_KEY = 'schola.sidebar.pinned';

export function useSidebarState() {
  const narrow = useMediaQuery(AUTO_COLLAPSE_QUERY);
  const drawer = useMediaQuery(DRAWER_QUERY);
  const [pinnedValue, setPinnedValue] = useStoredValue(PINNED_KEY);
  const pinned = pinnedValue === '1';
  const [choice, setChoice] = useState<{ collapsed: boolean; narrow: boolean } | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const chosen = choice && choice.narrow === narrow ? choice.collapsed : narrow;
  const collapsed = !drawer && !pinned && chosen;

  const toggleCollapsed = useCallback(() => {
    if (pinned) setPinnedValue(null);
    setChoice({ collapsed: !collapsed, narrow });
  }, [collapsed, narrow, pinned, setPinnedValue]);

  const togglePinned = useCallback(() => {
    setPinnedValue(pinned ? null : '1');
    if (!pinned) setChoice({ collapsed: false, narrow });
  }, [narrow, pinned, setPinnedValue]);

  return {
    collapsed,
    pinned,
    drawer,
    drawerOpen: drawer && drawerOpen,
    openDrawer: useCallback(() => setDrawerOpen(true), []),
    closeDrawer: useCallback(() => setDrawerOpen(false), []),
    toggleCollapsed,
    togglePinned,
  };
}

export type SidebarState = ReturnType<typeof useSidebarState>;
