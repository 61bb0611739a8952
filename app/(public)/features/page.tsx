import type { Metadata } from 'next';
import Container from 'react-bootstrap/Container';
import { FeatureGrid } from '@/components/public/feature-grid';
import { PageHero } from '@/components/public/page-hero';
import styles from '@/components/public/public.module.css';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: t('nav.features') };
}

export default async function FeaturesPage() {
  const t = await getT('public');
  return (
    <>
      <PageHero title={t('nav.features')} lead={t('features.lead')} />
      <section className={styles.section}>
        <Container>
          <FeatureGrid />
        </Container>
      </section>
    </>
  );
}
