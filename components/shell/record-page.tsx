/**
 * The frame of a record's own page (/student/student-details/{id}, /guardian/{id},
 * /teacher/teacher-details/{id}): the guard of the list it belongs to, a 404 for an id that is
 * not a positive number, and the record read once on the server and handed to the client's
 * cache under `queryKey`, so the profile arrives with its data.
 */
import { HydrationBoundary, QueryClient, dehydrate, type QueryKey } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { readRecord, recordId, recordTitle } from '@/lib/session/record-title';
import { PageGuard } from './page-guard';

type Params = { params: Promise<{ id: string }> };

export type RecordKind<T> = {
  /** The list's path: `/student/student-details`. */
  listPath: string;
  /** The API path of one record: `(id) => /api/students/${id}`. */
  apiPath: (id: number) => string;
  /** The react-query key the profile reads the record under. */
  queryKey: (id: number) => QueryKey;
  nameOf: (record: T) => string;
  /** "Student": the title when the record cannot be read. */
  kind: string;
};

export function recordMetadata<T>(kind: RecordKind<T>) {
  return async ({ params }: Params): Promise<Metadata> => {
    const id = recordId((await params).id);
    return {
      title:
        id === undefined ? kind.kind : await recordTitle(kind.apiPath(id), kind.nameOf, kind.kind),
    };
  };
}

export async function RecordPage<T>({
  kind,
  params,
  children,
}: {
  kind: RecordKind<T>;
  params: Params['params'];
  children: (id: number) => ReactNode;
}) {
  const id = recordId((await params).id);
  if (id === undefined) notFound();
  const queryClient = new QueryClient();
  const record = await readRecord(kind.apiPath(id));
  if (record !== null) queryClient.setQueryData(kind.queryKey(id), record);
  return (
    <PageGuard path={`${kind.listPath}/${id}`}>
      <HydrationBoundary state={dehydrate(queryClient)}>{children(id)}</HydrationBoundary>
    </PageGuard>
  );
}
