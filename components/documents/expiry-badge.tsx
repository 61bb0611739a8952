'use client';
/** "Expired" / "Expires soon" on a document (30 days ahead, the API decides which). */
import { useTranslations } from 'use-intl';
import { StatusBadge } from '@/components/ui/status-badge';

export function ExpiryBadge({ expiry }: { expiry: 'expired' | 'expiring' | null }) {
  const t = useTranslations('documents');
  if (expiry === 'expired') return <StatusBadge status="expired" label={t('expiry.expired')} />;
  if (expiry === 'expiring') return <StatusBadge status="pending" label={t('expiry.soon')} />;
  return null;
}
