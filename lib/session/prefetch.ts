import 'server-only';
/**
 * Reads a page's first data on the server, into the react-query cache the page hands to the
 * client (`<HydrationBoundary state={dehydrate(queryClient)}>`): what arrives after hydration
 * instead moves the page about (a phone's layout shift) and costs a round trip.
 */
import type { QueryClient } from '@tanstack/react-query';
import { callApiJson } from '../bff/upstream';
import { sessionCallContext } from './current-user';
import type { PrefetchQuery } from './prefetch-query';

type SessionContext = Awaited<ReturnType<typeof sessionCallContext>>;

async function read<T>(query: PrefetchQuery<T>, context: SessionContext): Promise<T> {
  const { status, body } = await callApiJson<{ data: unknown }>({ path: query.path }, context);
  if (status !== 200) throw new Error(`${query.path} answered ${status}`);
  return query.pick(body);
}

/**
 * Prefetches through one session context for the whole page; a failure is left to the client,
 * which asks again by its retry policy and shows the screen's error.
 */
export async function prefetcher(queryClient: QueryClient) {
  const context = await sessionCallContext();
  return <T>(query: PrefetchQuery<T>) =>
    queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: () => read(query, context) });
}

/**
 * One read for a layout that hands its answer to the client itself (Providers' seed), with no
 * query cache of its own: the data, or undefined when the read failed (the client asks again).
 */
export async function readForPage<T>(query: PrefetchQuery<T>): Promise<T | undefined> {
  return read(query, await sessionCallContext()).catch(() => undefined);
}
