import type { Metadata } from 'next';
import { StatusPage } from '@/components/public/status-page';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <StatusPage code="404" title="Page not found">
      <p className="mb-0">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
    </StatusPage>
  );
}
