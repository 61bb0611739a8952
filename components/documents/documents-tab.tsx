'use client';
/**
 * The documents of a student or a staff member (issue 29, contract §1): each document's type,
 * expiry ("expires soon", "expired"), a download link, removal for holders of
 * `documents-delete`, the required types still missing, and the upload for holders of
 * `documents-create`. Reads GET /api/{students|staff}/{id}/documents, which answers only to
 * those who may see them. Messages: the `documents` namespace (and `common`).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import type { DocumentOwner } from '@/lib/db/schema/documents-values';
import { ExpiryBadge } from './expiry-badge';
import {
  documentsKey,
  documentTypesKey,
  fetchDocuments,
  fetchDocumentTypes,
  type DocumentItem,
} from './queries';
import { UploadDocument } from './upload-document';

/** The required types of the school this owner has no document of yet. */
function MissingTypes({ owner, held }: { owner: DocumentOwner; held: Set<number> }) {
  const t = useTranslations('documents');
  const types = useQuery({
    queryKey: documentTypesKey(owner),
    queryFn: () => fetchDocumentTypes(owner),
  });
  const missing = (types.data ?? []).filter((d) => d.required && !held.has(d.id));
  if (!missing.length) return null;
  return (
    <p className="text-warning-emphasis" role="status">
      {t('tab.missing', { types: missing.map((d) => d.name).join(', ') })}
    </p>
  );
}

export function DocumentsTab(props: { owner: 'student' | 'staff'; ownerId: number }) {
  const t = useTranslations('documents');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const key = documentsKey(props.owner, props.ownerId);
  const { data, isError } = useQuery({
    queryKey: key,
    queryFn: () => fetchDocuments(props.owner, props.ownerId),
  });
  const [removing, setRemoving] = useState<DocumentItem | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  return (
    <section aria-label={t('tab.title')}>
      {isError ? (
        <p className="text-danger" role="alert">
          {t('tab.loadFailed')}
        </p>
      ) : !data ? (
        <div role="status" aria-label={t('tab.loading')}>
          <Placeholder as="p" animation="glow">
            <Placeholder xs={8} />
          </Placeholder>
        </div>
      ) : (
        <>
          {can('document-types-list') && (
            <MissingTypes owner={props.owner} held={new Set(data.map((d) => d.document_type_id))} />
          )}
          {data.length === 0 ? (
            <p className="text-body-secondary">{t('tab.none')}</p>
          ) : (
            <Table responsive size="sm" className="align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('tab.type')}</th>
                  <th scope="col">{t('tab.file')}</th>
                  <th scope="col">{t('tab.expires')}</th>
                  <th scope="col">{t('tab.uploaded')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('tab.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((d) => (
                  <tr key={d.id}>
                    <td>{d.document_type}</td>
                    <td className="text-break">{d.file_name}</td>
                    <td>
                      {d.expires_on ? format.date(d.expires_on) : '—'}{' '}
                      <ExpiryBadge expiry={d.expiry} />
                    </td>
                    <td>{format.date(String(d.uploaded_at).slice(0, 10))}</td>
                    <td className="text-end text-nowrap">
                      <a
                        className="btn btn-sm btn-outline-primary"
                        href={d.download_url}
                        download
                        aria-label={t('tab.downloadNamed', { name: d.file_name })}
                      >
                        {t('tab.download')}
                      </a>{' '}
                      {can('documents-delete') && (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          onClick={() => setRemoving(d)}
                          aria-label={t('tab.removeNamed', { name: d.file_name })}
                        >
                          {t('tab.remove')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
      {can('documents-create') && (
        <UploadDocument owner={props.owner} ownerId={props.ownerId} onUploaded={refresh} />
      )}
      {removing && (
        <ConfirmDelete
          what={removing.file_name}
          remove={() => apiFetch(`/api/documents/${removing.id}`, { method: 'DELETE' })}
          onDone={() => {
            setRemoving(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
