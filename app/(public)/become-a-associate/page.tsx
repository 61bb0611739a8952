/**
 * "Become an associate": /become-a-associate, and through [...rest] anything below it (SPEC §2
 * makes the whole prefix public), so old links to sub-pages still land on the application form.
 */
import type { Metadata } from 'next';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHero } from '@/components/public/page-hero';
import { PartnerApplicationForm } from '@/components/public/partner-application-form';
import styles from '@/components/public/public.module.css';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('public');
  return { title: t('nav.becomeAssociate') };
}

export default async function BecomeAssociatePage() {
  const t = await getT('public');
  return (
    <>
      <PageHero title={t('nav.becomeAssociate')} lead={t('associate.lead')} />
      <section className={styles.section}>
        <Container>
          <Row className="g-5">
            <Col lg={4}>
              <h2 className="h5">{t('associate.what')}</h2>
              <ul>
                <li>{t('associate.introduce')}</li>
                <li>{t('associate.help')}</li>
                <li>{t('associate.train')}</li>
              </ul>
              <p>{t('associate.reply')}</p>
            </Col>
            <Col lg={8}>
              <PartnerApplicationForm />
            </Col>
          </Row>
        </Container>
      </section>
    </>
  );
}
