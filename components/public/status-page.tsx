/**
 * A whole-page message without any navigation shell: error pages, maintenance, not found.
 * Always offers a way back.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getT } from '@/lib/i18n/server';
import { BackButton } from './back-button';
import styles from './status-page.module.css';

type Props = {
  /** A large label above the title, such as the HTTP status. */
  code?: string;
  title: string;
  children: ReactNode;
  /** Replaces the default actions (go back, home page). */
  actions?: ReactNode;
};

export async function StatusPage({ code, title, children, actions }: Props) {
  const t = await getT('public');
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        {code && (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        )}
        <h1 className="h3">{title}</h1>
        <div className="mt-3">{children}</div>
        <div className="mt-4 d-flex flex-wrap justify-content-center gap-2">
          {actions ?? (
            <>
              <BackButton label={t('status.back')} />
              <Link href="/" className="btn btn-primary">
                {t('status.home')}
              </Link>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
