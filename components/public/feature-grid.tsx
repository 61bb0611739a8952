/** Cards linking to each feature area's page. */
import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { featureAreas } from '@/lib/content/features';
import { getT, requestLocale } from '@/lib/i18n/server';
import styles from './public.module.css';

export async function FeatureGrid() {
  const t = await getT('public');
  const locale = await requestLocale();
  return (
    <Row xs={1} md={2} lg={3} className="g-4">
      {featureAreas(t).map((area) => (
        <Col key={area.slug}>
          <article className={styles.card}>
            <h3>
              <Link href={`/features/${area.slug}`} className="text-reset text-decoration-none">
                {area.title}
              </Link>
            </h3>
            <p className="mb-2">{area.summary}</p>
            <Link
              href={`/features/${area.slug}`}
              aria-label={t('features.moreAboutLabel', { title: area.title })}
            >
              {t('features.moreAbout', { title: area.title.toLocaleLowerCase(locale) })}
            </Link>
          </article>
        </Col>
      ))}
    </Row>
  );
}
