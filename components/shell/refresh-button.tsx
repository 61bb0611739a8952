'use client';
/**
 * SPEC §4: the refresh button revalidates all cached data (every react-query query, and the
 * server-rendered parts) and shows a busy state for half a second.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { META_DATA_KEY } from './meta-data';
import { LineIcon } from './menu-icon';
import { useShellText } from './shell-text';

export const REFRESH_BUSY_MS = 500;

export function RefreshButton() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const text = useShellText();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setBusy(true);
    void queryClient.invalidateQueries();
    // The header's session year is read without an observer: refetch it explicitly.
    void queryClient.refetchQueries({ queryKey: META_DATA_KEY });
    router.refresh();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBusy(false), REFRESH_BUSY_MS);
  };

  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary shell-icon-button"
      onClick={refresh}
      disabled={busy}
      aria-busy={busy}
      aria-label={busy ? text.refreshingData : text.refreshData}
      title={text.refreshData}
    >
      {busy ? (
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      ) : (
        <LineIcon d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" size={16} strokeWidth={2} />
      )}
    </button>
  );
}
