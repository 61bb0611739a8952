'use client';
/** Approve and reject buttons for a pending request; nothing for a reviewed one. */
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
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
  const action = useProviderAction();
  if (status !== 'pending')
    return <Badge bg={status === 'approved' ? 'success' : 'secondary'}>{status}</Badge>;
  return (
    <div className="d-flex gap-2 justify-content-end">
      <Button
        size="sm"
        disabled={action.isPending}
        onClick={() => action.mutate({ path: `${base}/${id}/approve` })}
      >
        Approve {label}
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={action.isPending}
        onClick={() => action.mutate({ path: `${base}/${id}/reject` })}
      >
        Reject {label}
      </Button>
    </div>
  );
}
