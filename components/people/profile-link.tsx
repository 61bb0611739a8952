'use client';
/** A list row's way to the record's own page ("Profile of …" to assistive technology). */
import Link from 'next/link';

export function ProfileLink({ href, name }: { href: string; name: string }) {
  return (
    <Link
      className="btn btn-sm btn-outline-secondary"
      href={href}
      aria-label={`Profile of ${name}`}
    >
      Profile
    </Link>
  );
}
