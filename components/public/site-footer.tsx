/** The marketing site's footer: the same links as the top navigation, and the feature areas. */
import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { FEATURE_AREAS } from '@/lib/content/features';
import styles from './public.module.css';

export function SiteFooter({ productName }: { productName: string }) {
  return (
    <footer className={styles.footer}>
      <Container>
        <Row className="g-4">
          <Col md={5}>
            <p className={styles.wordmark}>{productName}</p>
            <p>
              School management for the whole office: admissions, attendance, leave, fees, payroll,
              expenses and inventory, with one web address for each school.
            </p>
          </Col>
          <Col sm={6} md={4}>
            <h2 className="h6 text-white">Features</h2>
            <ul className="list-unstyled mb-0">
              {FEATURE_AREAS.map((area) => (
                <li key={area.slug}>
                  <Link href={`/features/${area.slug}`}>{area.title}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col sm={6} md={3}>
            <h2 className="h6 text-white">{productName}</h2>
            <ul className="list-unstyled mb-0">
              <li>
                <Link href="/blog">Blog</Link>
              </li>
              <li>
                <Link href="/become-a-associate">Become an associate</Link>
              </li>
              <li>
                <Link href="/authentication/register-simple">Register your school</Link>
              </li>
              <li>
                <Link href="/authentication/login">Login</Link>
              </li>
            </ul>
          </Col>
        </Row>
        <p className="mt-4 mb-0 small">
          © {new Date().getFullYear()} {productName}
        </p>
      </Container>
    </footer>
  );
}
