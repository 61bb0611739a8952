'use client';
/**
 * The marketing site's top navigation, with the visitor's language choice (remembered on this
 * browser); collapses into a menu button on narrow screens.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslations } from 'use-intl';
import { LanguageSelect } from '@/components/i18n/language-select';
import styles from './public.module.css';

function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/' || pathname === '/home';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function SiteNav({ productName }: { productName: string }) {
  const t = useTranslations('public');
  const pathname = usePathname() ?? '/';
  const links = [
    { href: '/', label: t('nav.home') },
    { href: '/features', label: t('nav.features') },
    { href: '/pricing', label: t('nav.pricing') },
    { href: '/blog', label: t('nav.blog') },
    { href: '/become-a-associate', label: t('nav.becomeAssociate') },
  ];
  return (
    <Navbar expand="lg" variant="dark" className={styles.nav} aria-label={t('nav.main')}>
      <Container>
        <Navbar.Brand as={Link} href="/" className={styles.wordmark}>
          {productName}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav-links" />
        <Navbar.Collapse id="site-nav-links">
          <Nav className="me-auto">
            {links.map((link) => (
              <Nav.Link
                key={link.href}
                as={Link}
                href={link.href}
                active={isActive(pathname, link.href)}
                aria-current={isActive(pathname, link.href) ? 'page' : undefined}
              >
                {link.label}
              </Nav.Link>
            ))}
          </Nav>
          <Nav className="align-items-lg-center gap-2">
            <LanguageSelect label={t('nav.language')} />
            <Link href="/authentication/register-simple" className="btn btn-primary btn-sm">
              {t('nav.register')}
            </Link>
            <Nav.Link as={Link} href="/authentication/login">
              {t('nav.login')}
            </Nav.Link>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
