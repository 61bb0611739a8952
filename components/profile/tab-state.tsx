'use client';
/** What a profile tab shows while its data loads or when it could not be read. */
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';

export function TabState<T>({
  query,
  children,
}: {
  /** A react-query result (a plain or an infinite query). */
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations('profile');
  if (query.isError)
    return (
      <Alert variant="danger">{t('loadFailed', { message: query.error?.message ?? '' })}</Alert>
    );
  if (query.isPending || query.data === undefined)
    return <Spinner animation="border" size="sm" role="status" aria-label={t('loading')} />;
  return <>{children(query.data)}</>;
}
