import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHero } from '@/components/public/page-hero';
import styles from '@/components/public/public.module.css';
import { FEATURE_AREAS, featureArea } from '@/lib/content/features';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return FEATURE_AREAS.map((area) => ({ slug: area.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const area = featureArea((await params).slug);
  return area ? { title: area.title, description: area.summary } : {};
}

export default async function FeatureAreaPage({ params }: Props) {
  const area = featureArea((await params).slug);
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
          <h2 className="h5 mt-5">Screens in this area</h2>
          <p>{area.screens.join(' · ')}</p>
          <p className="mt-4">
            <Link href="/features">← All features</Link>
            {' · '}
            <Link href="/authentication/register-simple">Register your school</Link>
          </p>
        </Container>
      </section>
    </>
  );
}
