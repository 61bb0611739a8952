'use client';
/**
 * The last resort for an error while rendering a page: plain words, a retry and a way back.
 *
 * Its words come from the common catalogue, but not through use-intl: this boundary sits
 * under the root layout alone (no ScreenMessages above it, and none may be added there: the
 * sign-in page's first-load budget is full) and a client boundary has no server parent of its
 * own. So the catalogue of the page's language (<html lang>, set by the root layout) loads as
 * a chunk of its own only when an error is shown; these messages need no formatting beyond
 * the one `{reference}`. Until it arrives the box shows the code; should even English fail to
 * load (the network is down), a reload and the home page remain, as symbols.
 */
import Link from 'next/link';
import { useEffect, useState } from 'react';
import styles from '@/components/public/status-page.module.css';

type Words = (typeof import('@/messages/en/common.json'))['errorBoundary'];

type Load = () => Promise<{ default: { errorBoundary: Words } }>;

const english: Load = () => import('@/messages/en/common.json');
const CATALOGUES: Partial<Record<string, Load>> = {
  en: english,
  ar: () => import('@/messages/ar/common.json'),
  hi: () => import('@/messages/hi/common.json'),
  fr: () => import('@/messages/fr/common.json'),
};

function usePageLanguageWords(): Words | 'unavailable' | null {
  const [words, setWords] = useState<Words | 'unavailable' | null>(null);
  useEffect(() => {
    let live = true;
    const load = CATALOGUES[document.documentElement.lang] ?? english;
    load()
      .catch(english)
      .then(
        (catalogue) => live && setWords(catalogue.default.errorBoundary),
        () => live && setWords('unavailable'),
      );
    return () => {
      live = false;
    };
  }, []);
  return words;
}

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
  const words = usePageLanguageWords();
  const [before, after] = (words && words !== 'unavailable' ? words.textWithReference : '').split(
    '{reference}',
  );
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          500
        </p>
        {words === 'unavailable' ? (
          <div className="mt-4 d-flex flex-wrap justify-content-center gap-2">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => window.location.reload()}
            >
              ↻
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose: the app's own chunks just failed to load */}
            <a href="/" className="btn btn-outline-secondary">
              ⌂
            </a>
          </div>
        ) : words ? (
          <>
            <h1 className="h3">{words.title}</h1>
            <p className="mt-3">
              {error.digest ? (
                <>
                  {before}
                  <code>{error.digest}</code>
                  {after}
                </>
              ) : (
                words.text
              )}
            </p>
            <div className="mt-4 d-flex flex-wrap justify-content-center gap-2">
              <button type="button" className="btn btn-primary" onClick={reset}>
                {words.tryAgain}
              </button>
              <Link href="/" className="btn btn-outline-secondary">
                {words.home}
              </Link>
            </div>
          </>
        ) : null}
      </div>
    </main>
  );
}
