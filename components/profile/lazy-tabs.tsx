'use client';
/**
 * The tabs' contents, each loaded when its tab is first opened (issue 29: a tab loads on
 * demand, its code as well as its data): the profile's first load carries the header and the
 * overview only (the student profile's page was 257.5 KB of first-load JS with every tab
 * bundled, over the 250 KB budget of a route). The tabs both profiles share are here; each
 * profile's own are declared beside its tab list, so a page bundles (and lists the words of)
 * only its own.
 */
import dynamic from 'next/dynamic';
import Spinner from 'react-bootstrap/Spinner';

export const loading = () => <Spinner animation="border" size="sm" role="status" />;

export const LeaveTab = dynamic(() => import('./leave-tab').then((m) => m.LeaveTab), { loading });
export const TimelineTab = dynamic(() => import('./timeline-tab').then((m) => m.TimelineTab), {
  loading,
});
export const DocumentsTab = dynamic(
  () => import('@/components/documents/documents-tab').then((m) => m.DocumentsTab),
  { loading },
);
