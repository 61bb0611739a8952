import type { Metadata } from 'next';
import { StatusPage } from '@/components/public/status-page';

export const metadata: Metadata = { title: 'Down for maintenance' };

export default function MaintenancePage() {
  return (
    <StatusPage title="Down for maintenance">
      <p>
        Schola is being updated and is unavailable for a short while. Your data is safe and nothing
        you saved has been lost.
      </p>
      <p className="mb-0">Please try again in a few minutes.</p>
    </StatusPage>
  );
}
