'use client';
/** A list row's way to the record's own page ("Profile of …" to assistive technology). */
import Link from 'next/link';
import { useTranslations } from 'use-intl';

export function ProfileLink({ href, name }: { href: string; name: string }) {
  const t = useTranslations('people');
  return (
    <Link
      className="btn btn-sm btn-outline-secondary"
      href={href}
      aria-label={t('profileLink.of', { name })}
    >
      {t('profileLink.label')}
    </Link>
  );
}
