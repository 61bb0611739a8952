/** The marketing home page (served at / and /home on the provider's host). */
import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { getT } from '@/lib/i18n/server';
import { FeatureGrid } from './feature-grid';
import { PageHero } from './page-hero';
import { PricingPlans } from './pricing-plans';
import styles from './public.module.css';

export async function MarketingHome({ productName }: { productName: string }) {
  const t = await getT('public');
  const forWhom = [
    { title: t('home.admins'), text: t('home.adminsText') },
    { title: t('home.teachers'), text: t('home.teachersText') },
    { title: t('home.guardians'), text: t('home.guardiansText') },
    { title: t('home.office'), text: t('home.officeText') },
  ];
  const steps = [
    { title: t('nav.register'), text: t('home.registerText') },
    { title: t('home.setUp'), text: t('home.setUpText') },
    { title: t('home.bringData'), text: t('home.bringDataText') },
  ];
  return (
    <>
      <PageHero title={t('home.title')} lead={t('home.lead', { product: productName })}>
        <Link href="/authentication/register-simple" className="btn btn-primary btn-lg">
          {t('nav.register')}
        </Link>
        <Link href="/features" className="btn btn-outline-light btn-lg">
          {t('home.seeFeatures')}
        </Link>
      </PageHero>

      <section className={styles.section}>
        <Container>
          <h2 className="mb-4">{t('home.everything')}</h2>
          <FeatureGrid />
        </Container>
      </section>

      <section className={`${styles.section} ${styles.muted}`}>
        <Container>
          <h2 className="mb-4">{t('home.rightScreens')}</h2>
          <Row xs={1} md={2} className="g-4">
            {forWhom.map((item) => (
              <Col key={item.title}>
                <div className={styles.card}>
                  <h3>{item.title}</h3>
                  <p className="mb-0">{item.text}</p>
                </div>
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <section className={`${styles.section} ${styles.muted}`} id="pricing">
        <Container>
          <h2 className="mb-4">{t('home.plans')}</h2>
          <PricingPlans />
        </Container>
      </section>

      <section className={styles.section}>
        <Container>
          <h2 className="mb-4">{t('home.howToStart')}</h2>
          <Row xs={1} md={3} className="g-4">
            {steps.map((step, index) => (
              <Col key={step.title}>
                <div className={styles.card}>
                  <h3>
                    {index + 1}. {step.title}
                  </h3>
                  <p className="mb-0">{step.text}</p>
                </div>
              </Col>
            ))}
          </Row>
          <p className="mt-4 mb-0">
            {t('home.associateQuestion')}{' '}
            <Link href="/become-a-associate">{t('nav.becomeAssociate')}</Link>.
          </p>
        </Container>
      </section>
    </>
  );
}
