/** The marketing home page (served at / and /home on the provider's host). */
import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { FeatureGrid } from './feature-grid';
import { PageHero } from './page-hero';
import { PricingPlans } from './pricing-plans';
import styles from './public.module.css';

const FOR_WHOM = [
  {
    title: 'School administrators',
    text: 'Set up classes, subjects and session years, manage staff and roles, follow fees and expenses, and download a complete backup of your school’s data whenever you want.',
  },
  {
    title: 'Teachers',
    text: 'Mark attendance for your classes, apply for leave and see the announcements meant for you. Teachers land straight on their attendance screen when they sign in.',
  },
  {
    title: 'Guardians',
    text: 'Follow your children’s records, fees and announcements. Siblings share one guardian account.',
  },
  {
    title: 'The school office',
    text: 'Collect fees with numbered receipts, run payroll once a month, record expenses and keep the store room’s stock up to date — each person with exactly the permissions their role needs.',
  },
];

const STEPS = [
  {
    title: 'Register your school',
    text: 'Tell us your school’s name, the web address you would like and who to contact. It takes two minutes.',
  },
  {
    title: 'We set it up',
    text: 'Once your request is approved, your school gets its own address and a School Admin account.',
  },
  {
    title: 'Bring in your data',
    text: 'Import students, guardians and teachers from a spreadsheet. Every row is checked before anything is saved.',
  },
];

export function MarketingHome({ productName }: { productName: string }) {
  return (
    <>
      <PageHero
        title="Run your whole school from one place"
        lead={`${productName} brings admissions, attendance, leave, fees, payroll, expenses and inventory together, with a web address of its own for every school and the right screens for every role.`}
      >
        <Link href="/authentication/register-simple" className="btn btn-primary btn-lg">
          Register your school
        </Link>
        <Link href="/features" className="btn btn-outline-light btn-lg">
          See the features
        </Link>
      </PageHero>

      <section className={styles.section}>
        <Container>
          <h2 className="mb-4">Everything the school office does, in one system</h2>
          <FeatureGrid />
        </Container>
      </section>

      <section className={`${styles.section} ${styles.muted}`}>
        <Container>
          <h2 className="mb-4">The right screens for each person</h2>
          <Row xs={1} md={2} className="g-4">
            {FOR_WHOM.map((item) => (
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
          <h2 className="mb-4">Plans</h2>
          <PricingPlans />
        </Container>
      </section>

      <section className={styles.section}>
        <Container>
          <h2 className="mb-4">How to start</h2>
          <Row xs={1} md={3} className="g-4">
            {STEPS.map((step, index) => (
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
            Work with schools in your region?{' '}
            <Link href="/become-a-associate">Become an associate</Link>.
          </p>
        </Container>
      </section>
    </>
  );
}
