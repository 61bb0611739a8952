'use client';
/**
 * A whole list-and-edit screen for one API resource: the data table, "Add", edit and delete
 * (each shown only with its permission), the form modal and the delete confirmation. After
 * any write every cached list and the meta data refresh. Screens only declare what differs.
 */
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { FieldValues } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { apiFetch } from '@/lib/client/api-fetch';
import { ConfirmDelete } from './confirm-delete';
import { DataTable, type Column } from './data-table';
import { FormModal } from './form-modal';
import { useInvalidateAfterWrite } from './invalidate';
import { useList } from './use-list';
import { usePermissions } from './use-permissions';
import { HistoryButton } from '@/components/audit/history-button';

export type ResourceScreenProps<Row extends { id: number }> = {
  title: string;
  /** Lower-case singular: "medium". */
  singular: string;
  /** `/api/mediums` */
  path: string;
  /** The permission (or role) each action needs; undefined hides it. */
  needs: { create?: string; edit?: string; delete?: string };
  columns: Column<Row>[];
  schema: z.ZodType;
  blank: FieldValues;
  toForm: (row: Row) => FieldValues;
  fields: ReactNode;
  describe: (row: Row) => string;
  filters?: Record<string, string | undefined>;
  filterControls?: ReactNode;
  /** Extra per-row actions (e.g. "Make default"), shown before edit and delete. */
  extraActions?: (row: Row) => ReactNode;
  /** Whether a row may be deleted at all (the API refuses anyway). */
  deletable?: (row: Row) => boolean;
  /** See DataTable: false where the API offers no CSV export. */
  exportable?: boolean;
  /** What the empty list says; by default it invites adding the first one. */
  emptyText?: string;
  /** Ways out of the empty list besides the Add button. */
  emptyActions?: ReactNode;
};

type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

export function ResourceScreen<Row extends { id: number }>(p: ResourceScreenProps<Row>) {
  const t = useTranslations('common');
  const list = useList<Row>(p.path, p.filters);
  const { can, hasRole } = usePermissions();
  const allowed = (need: string | undefined) =>
    need !== undefined && (need.startsWith('role:') ? hasRole(need.slice(5)) : can(need));
  const invalidate = useInvalidateAfterWrite();
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const mayEdit = allowed(p.needs.edit);
  const mayDelete = allowed(p.needs.delete);

  const write = (method: string, url: string, body?: FieldValues) =>
    apiFetch<{ message: string }>(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    }).finally(() => void invalidate());

  const actions =
    mayEdit || mayDelete || p.extraActions
      ? (row: Row) => (
          <div className="d-inline-flex gap-1">
            {p.extraActions?.(row)}
            {mayEdit && (
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => setEditing({ mode: 'edit', row })}
                aria-label={t('resource.editNamed', { name: p.describe(row) })}
              >
                {t('resource.edit')}
              </Button>
            )}
            {mayDelete && (p.deletable?.(row) ?? true) && (
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => setDeleting(row)}
                aria-label={t('resource.deleteNamed', { name: p.describe(row) })}
              >
                {t('resource.delete')}
              </Button>
            )}
          </div>
        )
      : undefined;

  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {p.title}
        </h1>
        {allowed(p.needs.create) && (
          <Button className="ms-auto no-print" onClick={() => setEditing({ mode: 'create' })}>
            {t('resource.add', { singular: p.singular })}
          </Button>
        )}
      </div>
      <DataTable
        title={p.title}
        list={list}
        columns={p.columns}
        actions={actions}
        filters={p.filterControls}
        emptyText={
          p.emptyText ??
          (allowed(p.needs.create)
            ? t('resource.emptyCanAdd', { title: p.title.toLowerCase(), singular: p.singular })
            : t('resource.empty', { title: p.title.toLowerCase() }))
        }
        // The Add button above the list is the way in; the empty list points at it in words.
        emptyActions={p.emptyActions}
        exportable={p.exportable}
      />
      {editing && (
        <FormModal
          key={editing.mode === 'edit' ? editing.row.id : 'new'}
          title={
            editing.mode === 'edit'
              ? t('resource.editNamed', { name: p.describe(editing.row) })
              : t('resource.add', { singular: p.singular })
          }
          schema={p.schema}
          defaultValues={editing.mode === 'edit' ? p.toForm(editing.row) : p.blank}
          submit={(values) =>
            editing.mode === 'edit'
              ? write('PUT', `${p.path}/${editing.row.id}`, values)
              : write('POST', p.path, values)
          }
          onDone={() => setEditing(null)}
        >
          {p.fields}
          {editing.mode === 'edit' && (
            <div className="mt-3">
              <HistoryButton
                entity={p.path.replace(/^\/api\//, '')}
                entityId={editing.row.id}
                label={t('resource.record', {
                  singular: p.singular,
                  name: p.describe(editing.row),
                })}
              />
            </div>
          )}
        </FormModal>
      )}
      {deleting && (
        <ConfirmDelete
          what={t('resource.record', { singular: p.singular, name: p.describe(deleting) })}
          remove={() => write('DELETE', `${p.path}/${deleting.id}`)}
          onDone={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
