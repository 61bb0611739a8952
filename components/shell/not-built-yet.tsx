/**
 * What a private route shows until its module is built: the screen's name from the menu and a
 * plain sentence saying it is not available yet. Each route has its own page file using this,
 * so modules replace them one at a time.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { GUARDED_MENU } from '@/lib/menu/definition';
import { findMenuItemForPath } from '@/lib/menu/rules';
import { PageGuard } from './page-guard';

function titleFor(path: string): string {
  return findMenuItemForPath(GUARDED_MENU, path)?.title ?? path;
}

export function notBuiltYetMetadata(path: string): Metadata {
  return { title: titleFor(path) };
}

export function NotBuiltYet({ path }: { path: string }) {
  return (
    <PageGuard path={path}>
      <section className="shell-message" aria-labelledby="not-built-title">
        <h1 id="not-built-title" className="h3">
          {titleFor(path)}
        </h1>
        <p>This screen is not available yet. It will appear here once it is built.</p>
        <Link className="btn btn-outline-secondary" href="/dashboard">
          Back to the dashboard
        </Link>
      </section>
    </PageGuard>
  );
}
