'use client';
/** The last resort for an error while rendering a page: plain words, a retry and a way back. */
import Link from 'next/link';
import { useEffect } from 'react';
import styles from '@/components/public/status-page.module.css';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          500
        </p>
        <h1 className="h3">Something went wrong</h1>
        <p className="mt-3">
          This page could not be shown because of an error on our side. Please try again; if it
          keeps happening, let us know
          {error.digest ? (
            <>
              {' '}
              and quote reference <code>{error.digest}</code>
            </>
          ) : null}
          .
        </p>
        <div className="mt-4 d-flex flex-wrap justify-content-center gap-2">
          <button type="button" className="btn btn-primary" onClick={reset}>
            Try again
          </button>
          <Link href="/" className="btn btn-outline-secondary">
            Go to the home page
          </Link>
        </div>
      </div>
    </main>
  );
}
