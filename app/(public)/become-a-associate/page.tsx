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

export const metadata: Metadata = { title: 'Become an associate' };

export default function BecomeAssociatePage() {
  return (
    <>
      <PageHero
        title="Become an associate"
        lead="Consultants, IT service companies and school networks help schools choose, set up and get the most from Schola. If you work with schools, we would like to hear from you."
      />
      <section className={styles.section}>
        <Container>
          <Row className="g-5">
            <Col lg={4}>
              <h2 className="h5">What associates do</h2>
              <ul>
                <li>Introduce Schola to schools in their region.</li>
                <li>Help schools register and import their students, guardians and staff.</li>
                <li>Train school office staff and answer their first questions.</li>
              </ul>
              <p>
                We read every application and reply by e-mail. Tell us where you work and with whom;
                there is no fee to apply.
              </p>
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
