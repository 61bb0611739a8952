'use client';
/** Approve and reject buttons for a pending request; nothing for a reviewed one. */
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { useProviderAction } from './use-provider-data';

export function ReviewActions({
  base,
  id,
  status,
  label,
}: {
  base: string;
  id: number;
  status: string;
  label: string;
}) {
  const t = useTranslations('provider');
  const action = useProviderAction();
  // The badge says the reviewed state in lower case, as the API names it.
  const reviewed: Record<string, string> = {
    approved: t('review.approvedBadge'),
    rejected: t('review.rejectedBadge'),
  };
  if (status !== 'pending')
    return (
      <Badge bg={status === 'approved' ? 'success' : 'secondary'}>
        {reviewed[status] ?? status}
      </Badge>
    );
  return (
    <div className="d-flex gap-2 justify-content-end">
      <Button
        size="sm"
        disabled={action.isPending}
        onClick={() => action.mutate({ path: `${base}/${id}/approve` })}
      >
        {t('review.approve', { name: label })}
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={action.isPending}
        onClick={() => action.mutate({ path: `${base}/${id}/reject` })}
      >
        {t('review.reject', { name: label })}
      </Button>
    </div>
  );
}
