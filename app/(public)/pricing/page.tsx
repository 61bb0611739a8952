/** /pricing: the provider's published plans. */
import type { Metadata } from 'next';
import Container from 'react-bootstrap/Container';
import { PageHero } from '@/components/public/page-hero';
import { PricingPlans } from '@/components/public/pricing-plans';
import styles from '@/components/public/public.module.css';

export const metadata: Metadata = { title: 'Pricing' };

export default function PricingPage() {
  return (
    <>
      <PageHero
        title="Plans for every size of school"
        lead="Every plan includes students, academics, teachers and session years, a web address of its own and complete backups of your data."
      />
      <section className={styles.section}>
        <Container>
          <PricingPlans />
        </Container>
      </section>
    </>
  );
}
