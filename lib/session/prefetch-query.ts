/**
 * A read the server makes for a page and the react-query entry it fills (lib/session/
 * prefetch.ts), shared with the client hooks that read the same entry: one descriptor, so the
 * server prefetches exactly what the client would ask for, under the same key.
 */
export type PrefetchQuery<T> = {
  queryKey: readonly unknown[];
  path: string;
  /** The entry out of the answer's body. */
  pick: (body: { data: unknown }) => T;
};

/** The answer's `data`, as most screens cache it. */
export const dataOf = <T>(body: { data: unknown }) => body.data as T;
