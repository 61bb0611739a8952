/** /pricing: the provider's published plans. */
import type { Metadata } from 'next';
import Container from 'react-bootstrap/Container';
import { PageHero } from '@/components/public/page-hero';
import { PricingPlans } from '@/components/public/pricing-plans';
import styles from '@/components/public/public.module.css';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: t('nav.pricing') };
}

export default async function PricingPage() {
  const t = await getT('public');
  return (
    <>
      <PageHero title={t('pricing.title')} lead={t('pricing.lead')} />
      <section className={styles.section}>
        <Container>
          <PricingPlans />
        </Container>
      </section>
    </>
  );
}
