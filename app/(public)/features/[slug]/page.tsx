import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHero } from '@/components/public/page-hero';
import styles from '@/components/public/public.module.css';
import { FEATURE_SLUGS, featureArea } from '@/lib/content/features';
import { getT } from '@/lib/i18n/server';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return FEATURE_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const area = featureArea(await getT('public'), (await params).slug);
  return area ? { title: area.title, description: area.summary } : {};
}

export default async function FeatureAreaPage({ params }: Props) {
  const t = await getT('public');
  const area = featureArea(t, (await params).slug);
  if (!area) notFound();
  return (
    <>
      <PageHero title={area.title} lead={area.summary} />
      <section className={styles.section}>
        <Container>
          <Row xs={1} md={2} className="g-4">
            {area.points.map((point) => (
              <Col key={point.heading}>
                <div className={styles.card}>
                  <h2 className="h5">{point.heading}</h2>
                  <p className="mb-0">{point.text}</p>
                </div>
              </Col>
            ))}
          </Row>
          <h2 className="h5 mt-5">{t('features.screens')}</h2>
          <p>{area.screens}</p>
          <p className="mt-4">
            <Link href="/features">{t('features.all')}</Link>
            {' · '}
            <Link href="/authentication/register-simple">{t('nav.register')}</Link>
          </p>
        </Container>
      </section>
    </>
  );
}
