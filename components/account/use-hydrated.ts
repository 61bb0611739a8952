'use client';
/**
 * False until React has hydrated. The account forms keep their submit buttons disabled until
 * then: a click that lands earlier would submit the form natively, putting passwords in the URL.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
