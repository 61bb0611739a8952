'use client';
/**
 * /announcements: what is addressed to the reader, newest first; writers add, edit, attach a
 * file to and delete them. The body is shown as plain text with its line breaks (never HTML).
 */
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { FormField, bind } from '@/components/forms/form-field';
import { useMetaData } from '@/components/shell/use-meta-data';
import { CheckboxListField, DateField, SelectField, TextField } from '@/components/ui/fields';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/components/ui/use-permissions';
import { useRoleOptions } from '@/components/leave/role-options';
import { announcementSchema, type Audience } from '@/lib/api/modules/announcements/schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { AnnouncementBody } from './announcement-body';
import type { AnnouncementRow } from '@/lib/api/modules/announcements/types';

export type { AnnouncementRow };

function AudienceFields() {
  const t = useTranslations('announcements');
  const form = useFormContext();
  const audience = useWatch({ control: form.control, name: 'audience' }) as Audience;
  const roles = useRoleOptions(audience === 'roles');
  const meta = useMetaData();
  const sections = (
    (meta.data?.class_section as { id: number; name: string }[] | undefined) ?? []
  ).map((s) => ({ value: s.id, label: s.name }));
  const body = bind(form, 'body');
  return (
    <>
      <TextField name="title" label={t('fields.title')} />
      <FormField label={t('fields.message')} rows={5} {...body} hint={t('fields.messageHint')} />
      <DateField name="publish_date" label={t('fields.publishOn')} />
      <SelectField
        name="audience"
        label={t('fields.audience')}
        options={[
          { value: 'school', label: t('fields.wholeSchool') },
          { value: 'roles', label: t('fields.someRoles') },
          { value: 'class_sections', label: t('fields.someSections') },
        ]}
      />
      {audience === 'roles' && (
        <CheckboxListField name="role_ids" label={t('fields.roles')} options={roles} />
      )}
      {audience === 'class_sections' && (
        <CheckboxListField
          name="class_section_ids"
          label={t('fields.classSections')}
          options={sections}
        />
      )}
    </>
  );
}

/** Attaching a file: the announcement sent again as a form with the file (PUT, multipart). */
function AttachModal({ row, onDone }: { row: AnnouncementRow; onDone: () => void }) {
  const t = useTranslations('announcements');
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateAfterWrite();
  const [problem, setProblem] = useState<string>();
  const send = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setProblem(t('attach.chooseFile'));
    const body = new FormData();
    for (const key of ['title', 'body', 'audience', 'publish_date'] as const)
      body.set(key, row[key]);
    body.set('role_ids', JSON.stringify(row.role_ids));
    body.set('class_section_ids', JSON.stringify(row.class_section_ids));
    body.set('attachment', file);
    try {
      const res = await apiFetch<{ message: string }>(`/api/announcements/${row.id}`, {
        method: 'PUT',
        body,
      });
      toast.success(res.message);
      await invalidate();
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('attach.failed'));
    }
  };
  return (
    <Modal show onHide={onDone} aria-labelledby="attach-title">
      <Modal.Header closeButton closeLabel={t('attach.close')}>
        <Modal.Title id="attach-title" as="h2" className="h5">
          {t('attach.title', { title: row.title })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId="announcement-attachment">
          <Form.Label>{t('attach.file')}</Form.Label>
          <Form.Control
            ref={input}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            isInvalid={Boolean(problem)}
          />
          <Form.Text>{t('attach.fileHint')}</Form.Text>
          <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDone}>
          {t('attach.close')}
        </Button>
        <Button onClick={send}>{t('attach.button')}</Button>
      </Modal.Footer>
    </Modal>
  );
}

export function AnnouncementScreen() {
  const t = useTranslations('announcements');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const [attaching, setAttaching] = useState<AnnouncementRow | null>(null);
  return (
    <>
      <ResourceScreen<AnnouncementRow>
        title={t('title')}
        singular={t('singular')}
        path="/api/announcements"
        needs={{
          create: 'announcement-create',
          edit: 'announcement-edit',
          delete: 'announcement-delete',
        }}
        columns={[
          {
            header: t('columns.date'),
            sort: 'publish_date',
            cell: (r) => format.date(r.publish_date),
          },
          {
            header: t('columns.announcement'),
            sort: 'title',
            cell: (r) => (
              <article>
                <h2 className="h6 mb-1">{r.title}</h2>
                <AnnouncementBody text={r.body} />
                {r.attachment && (
                  <a href={r.attachment} target="_blank" rel="noreferrer">
                    {t('columns.attachment')}
                  </a>
                )}
              </article>
            ),
          },
          { header: t('columns.to'), cell: (r) => r.audience_names },
          { header: t('columns.by'), cell: (r) => r.author },
        ]}
        schema={announcementSchema}
        blank={{
          title: '',
          body: '',
          audience: 'school',
          role_ids: [],
          class_section_ids: [],
          publish_date: format.today(),
        }}
        toForm={(r) => ({
          title: r.title,
          body: r.body,
          audience: r.audience,
          role_ids: r.role_ids,
          class_section_ids: r.class_section_ids,
          publish_date: r.publish_date,
        })}
        fields={<AudienceFields />}
        extraActions={(row) =>
          can('announcement-edit') ? (
            <Button size="sm" variant="outline-secondary" onClick={() => setAttaching(row)}>
              {t('attach.button')}
            </Button>
          ) : null
        }
        describe={(r) => r.title}
        emptyText={t('empty')}
      />
      {attaching && <AttachModal row={attaching} onDone={() => setAttaching(null)} />}
    </>
  );
}
