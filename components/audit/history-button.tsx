'use client';
/**
 * A record's own history, from its screen: a button (School Admin only, as the log is theirs)
 * that opens the audit rows of one entity and id, newest first, each with its changes.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import {
  AuditChanges,
  auditTime,
  useActionName,
  useActorOf,
  type AuditEntryRow,
} from './audit-changes';

const SHOWN = 50;

export function HistoryButton({
  entity,
  entityId,
  label,
}: {
  /** As in the API path: `students`, `classes`. */
  entity: string;
  entityId: number;
  /** What the record is called in the dialog's title. */
  label: string;
}) {
  const t = useTranslations('audit');
  const { hasRole } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!hasRole('School Admin')) return null;
  return (
    <>
      <Button type="button" variant="outline-secondary" size="sm" onClick={() => setOpen(true)}>
        {t('history.button')}
      </Button>
      {open && (
        <Modal show onHide={() => setOpen(false)} size="lg" aria-labelledby="history-title">
          <Modal.Header closeButton>
            <Modal.Title id="history-title" as="h2" className="h5">
              {t('history.title', { label })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <HistoryList entity={entity} entityId={entityId} />
          </Modal.Body>
        </Modal>
      )}
    </>
  );
}

function HistoryList({ entity, entityId }: { entity: string; entityId: number }) {
  const t = useTranslations('audit');
  const actorOf = useActorOf();
  const actionName = useActionName();
  const format = useSchoolFormat();
  const params = new URLSearchParams({
    entity,
    entity_id: String(entityId),
    per_page: String(SHOWN),
  });
  const query = useQuery({
    queryKey: ['audit-history', entity, entityId],
    queryFn: () =>
      apiFetch<{ data: AuditEntryRow[]; meta: { total: number } }>(`/api/audit-log?${params}`),
  });
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">{t('history.loadFailed', { error: query.error.message })}</Alert>
    );
  const { data: rows, meta } = query.data;
  if (!rows.length) return <p className="text-muted mb-0">{t('history.empty')}</p>;
  return (
    <>
      <ol className="list-unstyled mb-0">
        {rows.map((row) => (
          <li key={row.id} className="mb-3">
            <div className="mb-1">
              {t.rich('history.entry', {
                action: actionName(row.action),
                actor: actorOf(row),
                strong: (chunks) => <strong>{chunks}</strong>,
              })}{' '}
              <span className="text-muted">{auditTime(row.created_at, format)}</span>
            </div>
            <AuditChanges row={row} />
          </li>
        ))}
      </ol>
      {meta.total > rows.length && (
        <p className="small text-muted mb-0">
          {t.rich('history.more', {
            shown: rows.length,
            total: meta.total,
            link: (chunks) => <a href="/audit-log">{chunks}</a>,
          })}
        </p>
      )}
    </>
  );
}
