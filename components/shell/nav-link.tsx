'use client';
/**
 * The shell's links (menu, breadcrumb, profile menu): client-side navigation through the app
 * router, prefetched when pointed at or focused rather than all at once as they scroll into
 * view (a menu holds dozens). A plain anchor, so the shell's shared bundle carries none of
 * next/link's code (issue 10's weight budget); a modified click (new tab, new window) is left
 * to the browser.
 */
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function NavLink({ href, onClick, ...rest }: Props) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <a
      href={href}
      onMouseEnter={() => router.prefetch(href)}
      onFocus={() => router.prefetch(href)}
      onClick={follow}
      {...rest}
    />
  );
}
