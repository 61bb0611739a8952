/** The marketing site's footer: the same links as the top navigation, and the feature areas. */
import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { featureAreas } from '@/lib/content/features';
import { getT } from '@/lib/i18n/server';
import styles from './public.module.css';

export async function SiteFooter({ productName }: { productName: string }) {
  const t = await getT('public');
  return (
    <footer className={styles.footer}>
      <Container>
        <Row className="g-4">
          <Col md={5}>
            <p className={styles.wordmark}>{productName}</p>
            <p>{t('footer.about')}</p>
          </Col>
          <Col sm={6} md={4}>
            <h2 className="h6 text-white">{t('nav.features')}</h2>
            <ul className="list-unstyled mb-0">
              {featureAreas(t).map((area) => (
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
                <Link href="/blog">{t('nav.blog')}</Link>
              </li>
              <li>
                <Link href="/become-a-associate">{t('nav.becomeAssociate')}</Link>
              </li>
              <li>
                <Link href="/authentication/register-simple">{t('nav.register')}</Link>
              </li>
              <li>
                <Link href="/authentication/login">{t('nav.login')}</Link>
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
