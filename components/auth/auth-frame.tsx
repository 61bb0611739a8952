/** The frame of every sign-in and registration page: the school's (or the product's) brand on a card. */
import type { ReactNode } from 'react';
import type { Branding } from './branding';
import styles from './auth.module.css';

export function AuthFrame({
  branding,
  title,
  wide,
  children,
}: {
  branding: Branding;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <div className={styles.brand}>
          {branding.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- logos are SVG or small images from /storage, which the image optimiser does not handle
            <img src={branding.logo} alt="" className={styles.logo} />
          ) : (
            <span className={styles.mark} aria-hidden="true" />
          )}
          <span>{branding.name}</span>
        </div>
        <h1 className="h4 mb-3">{title}</h1>
        {children}
      </div>
    </main>
  );
}
