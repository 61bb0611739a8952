'use client';
/**
 * The named layout in force: `?layout=` when present (and then remembered), else the one
 * remembered in localStorage, else the default. The server passes what it read from the URL so
 * the first paint already uses a requested layout.
 */
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, asLayoutName, type LayoutName } from './layouts';
import { useStoredValue } from './use-stored-value';

export function useLayoutChoice(fromServer: LayoutName | undefined): LayoutName {
  const fromUrl = asLayoutName(useSearchParams().get('layout'));
  const [stored, setStored] = useStoredValue(LAYOUT_STORAGE_KEY);
  // Once hydrated, the live URL decides; the server's reading only covers the first paint.
  const requested = fromUrl ?? (stored === null ? fromServer : undefined);

  useEffect(() => {
    if (fromUrl && fromUrl !== stored) setStored(fromUrl);
  }, [fromUrl, stored, setStored]);

  return requested ?? asLayoutName(stored) ?? DEFAULT_LAYOUT;
}
