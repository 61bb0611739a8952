import type { Metadata } from 'next';
import Container from 'react-bootstrap/Container';
import { FeatureGrid } from '@/components/public/feature-grid';
import { PageHero } from '@/components/public/page-hero';
import styles from '@/components/public/public.module.css';

export const metadata: Metadata = { title: 'Features' };

export default function FeaturesPage() {
  return (
    <>
      <PageHero
        title="Features"
        lead="Every part of running a school, from the first admission enquiry to the monthly payroll. Each area has its own screens, shown only to the roles that need them."
      />
      <section className={styles.section}>
        <Container>
          <FeatureGrid />
        </Container>
      </section>
    </>
  );
}
