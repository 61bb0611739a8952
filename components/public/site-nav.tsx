'use client';
/** The marketing site's top navigation; collapses into a menu button on narrow screens. */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import styles from './public.module.css';

const LINKS = [
  { href: '/', label: 'Home' },
  { href: '/features', label: 'Features' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/blog', label: 'Blog' },
  { href: '/become-a-associate', label: 'Become an associate' },
] as const;

function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/' || pathname === '/home';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function SiteNav({ productName }: { productName: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <Navbar expand="lg" variant="dark" className={styles.nav} aria-label="Main">
      <Container>
        <Navbar.Brand as={Link} href="/" className={styles.wordmark}>
          {productName}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav-links" />
        <Navbar.Collapse id="site-nav-links">
          <Nav className="me-auto">
            {LINKS.map((link) => (
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
            <Link href="/authentication/register-simple" className="btn btn-primary btn-sm">
              Register your school
            </Link>
            <Nav.Link as={Link} href="/authentication/login">
              Login
            </Nav.Link>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
