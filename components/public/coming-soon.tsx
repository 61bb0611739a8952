/**
 * The coming-soon pages: one message, three backgrounds (plain, an animated gradient standing
 * in for a video, and a drawn pattern standing in for a photograph; nothing is downloaded).
 */
import Link from 'next/link';
import styles from './coming-soon.module.css';

export type ComingSoonBackground = 'plain' | 'motion' | 'pattern';

export function ComingSoon({ background }: { background: ComingSoonBackground }) {
  return (
    <main className={`${styles.page} ${styles[background]}`}>
      <div className={styles.box}>
        <p className={styles.kicker}>Schola</p>
        <h1 className="display-6 fw-bold">Coming soon</h1>
        <p className="mt-3">
          We are still building this part of Schola. It will appear here as soon as it is ready; the
          blog is where we announce what is new.
        </p>
        <div className="mt-4 d-flex flex-wrap justify-content-center gap-2">
          <Link href="/" className="btn btn-primary">
            Go to the home page
          </Link>
          <Link
            href="/blog"
            className={`btn ${background === 'plain' ? 'btn-outline-secondary' : 'btn-outline-light'}`}
          >
            Read the blog
          </Link>
        </div>
      </div>
    </main>
  );
}
