/** Cards linking to each feature area's page. */
import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FEATURE_AREAS } from '@/lib/content/features';
import styles from './public.module.css';

export function FeatureGrid() {
  return (
    <Row xs={1} md={2} lg={3} className="g-4">
      {FEATURE_AREAS.map((area) => (
        <Col key={area.slug}>
          <article className={styles.card}>
            <h3>
              <Link href={`/features/${area.slug}`} className="text-reset text-decoration-none">
                {area.title}
              </Link>
            </h3>
            <p className="mb-2">{area.summary}</p>
            <Link href={`/features/${area.slug}`} aria-label={`More about ${area.title}`}>
              More about {area.title.toLowerCase()} →
            </Link>
          </article>
        </Col>
      ))}
    </Row>
  );
}
