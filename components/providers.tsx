'use client';
/**
 * Client-side providers: one QueryClient per browser tab with the default policy of SPEC §9
 * and the auth-expired listener that sends the user to login. Server code uses AppProviders
 * (components/app-providers.tsx), which adds the toaster with its words.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AUTH_EXPIRED_EVENT } from '@/lib/client/api-fetch';
import { META_DATA_KEY, metaDataQuery } from '@/components/shell/meta-data';
import { RETRIES, RETRY_DELAY_MS, STALE_TIME, retryRule } from '@/lib/client/query-policy';

/** What the server already read for the page (the school's layout), as react-query entries:
 * each key with the data its query function would answer. */
export type CacheSeed = ReadonlyArray<readonly [queryKey: readonly unknown[], data: unknown]>;

function makeQueryClient(seed?: CacheSeed) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME.default,
        retry: retryRule(RETRIES.default),
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  // The meta data arrives with the page (the school's layout), before any hook that names its
  // query function mounts: the default lets a refetch after a write (invalidate.ts) still ask.
  client.setQueryDefaults(META_DATA_KEY, { queryFn: metaDataQuery.queryFn });
  // Put straight into the cache rather than through HydrationBoundary, whose code would join
  // the shell's shared bundle (issue 10's budget).
  for (const [queryKey, data] of seed ?? []) client.setQueryData(queryKey, data);
  return client;
}

export function Providers({ children, seed }: { children: ReactNode; seed?: CacheSeed }) {
  const [queryClient] = useState(() => makeQueryClient(seed));

  useEffect(() => {
    const onExpired = () => {
      queryClient.clear();
      const here = window.location.pathname + window.location.search;
      if (!window.location.pathname.startsWith('/authentication/')) {
        // A full load, not router.push: every cached query and client state must go.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load on purpose (see above), not a client-side navigation
        window.location.assign(
          `/authentication/login?returnTo=${encodeURIComponent(here)}&expired=1`,
        );
      }
    };
    window.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
  }, [queryClient]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
