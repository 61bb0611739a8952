/**
 * The coming-soon pages: one message, three backgrounds (plain, an animated gradient standing
 * in for a video, and a drawn pattern standing in for a photograph; nothing is downloaded).
 */
import Link from 'next/link';
import { getT } from '@/lib/i18n/server';
import { PRODUCT_NAME } from './product-name';
import styles from './coming-soon.module.css';

export type ComingSoonBackground = 'plain' | 'motion' | 'pattern';

export async function ComingSoon({ background }: { background: ComingSoonBackground }) {
  const t = await getT('public');
  return (
    <main className={`${styles.page} ${styles[background]}`}>
      <div className={styles.box}>
        <p className={styles.kicker}>{PRODUCT_NAME}</p>
        <h1 className="display-6 fw-bold">{t('status.comingSoon')}</h1>
        <p className="mt-3">{t('status.comingSoonText')}</p>
        <div className="mt-4 d-flex flex-wrap justify-content-center gap-2">
          <Link href="/" className="btn btn-primary">
            {t('status.home')}
          </Link>
          <Link
            href="/blog"
            className={`btn ${background === 'plain' ? 'btn-outline-secondary' : 'btn-outline-light'}`}
          >
            {t('status.readBlog')}
          </Link>
        </div>
      </div>
    </main>
  );
}
