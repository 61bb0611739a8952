/** The coloured band at the top of a marketing page: its one h1, a lead and optional actions. */
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import styles from './public.module.css';

export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <Container>
        <h1 className="display-5 fw-bold">{title}</h1>
        {lead && <p className={`${styles.lead} mt-3`}>{lead}</p>}
        {children && <div className="mt-4 d-flex flex-wrap gap-2">{children}</div>}
      </Container>
    </section>
  );
}
