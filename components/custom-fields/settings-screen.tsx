'use client';
/**
 * /custom-fields: the fields the school defines for students, guardians and staff — listed by
 * entity in their groups and order, added and edited in a form (kind, options, required,
 * group), moved up and down, deleted (kept in the audit log), and the groups' visibility.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { CheckField, SelectField, TextField } from '@/components/ui/fields';
import { FormModal } from '@/components/ui/form-modal';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/components/ui/use-permissions';
import {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_KINDS,
  GROUP_VISIBILITIES,
  customFieldSchema,
  type CustomFieldEntity,
} from '@/lib/api/modules/custom-fields/field-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { byGroup, customFieldsKey, useCustomFields, type CustomField } from './use-custom-fields';

// Each word named whole, so the catalogue's check finds it used.
const KIND_WORDS = {
  text: 'kinds.text',
  number: 'kinds.number',
  date: 'kinds.date',
  choice: 'kinds.choice',
  multi_choice: 'kinds.multi_choice',
  yes_no: 'kinds.yes_no',
  file: 'kinds.file',
} as const;
const VISIBILITY_WORDS = {
  everyone: 'visibility.everyone',
  staff: 'visibility.staff',
  admin_and_class_teacher: 'visibility.admin_and_class_teacher',
} as const;
const ENTITY_WORDS = {
  student: 'entities.student',
  guardian: 'entities.guardian',
  staff: 'entities.staff',
} as const;

type Group = { id: number; name: string; visibility: string; position: number };

/** The options, one a line, held by the form as the list the API takes. */
function OptionsField() {
  const t = useTranslations('custom-fields');
  const form = useFormContext();
  const kind = form.watch('kind') as string;
  if (kind !== 'choice' && kind !== 'multi_choice') return null;
  const error = form.formState.errors.options?.message;
  return (
    <Form.Group className="mb-3" controlId="field-options">
      <Form.Label>{t('settings.options')}</Form.Label>
      <Controller
        control={form.control}
        name="options"
        render={({ field }) => (
          <Form.Control
            as="textarea"
            rows={4}
            value={((field.value as string[] | undefined) ?? []).join('\n')}
            onChange={(e) => field.onChange(e.target.value.split('\n'))}
            onBlur={() =>
              field.onChange(((field.value as string[]) ?? []).map((o) => o.trim()).filter(Boolean))
            }
            isInvalid={Boolean(error)}
          />
        )}
      />
      <Form.Text>{t('settings.optionsHint')}</Form.Text>
      {error && <div className="invalid-feedback d-block">{String(error)}</div>}
    </Form.Group>
  );
}

function FieldForm({
  entity,
  field,
  onDone,
}: {
  entity: CustomFieldEntity;
  field?: CustomField;
  onDone: () => void;
}) {
  const t = useTranslations('custom-fields');
  const queryClient = useQueryClient();
  return (
    <FormModal
      title={field ? t('settings.editTitle', { label: field.label }) : t('settings.addTitle')}
      schema={customFieldSchema}
      defaultValues={{
        entity,
        label: field?.label ?? '',
        kind: field?.kind ?? 'text',
        options: field?.options ?? [],
        required: field?.required ?? false,
        group: field?.group ?? '',
      }}
      submit={async (values) => {
        const res = await apiFetch<{ message: string }>(
          field ? `/api/custom-fields/${field.id}` : '/api/custom-fields',
          { method: field ? 'PUT' : 'POST', body: JSON.stringify(values) },
        );
        await queryClient.invalidateQueries({ queryKey: ['custom-fields'] });
        return res;
      }}
      onDone={onDone}
    >
      <TextField name="label" label={t('settings.label')} />
      <SelectField
        name="kind"
        label={t('settings.kind')}
        options={CUSTOM_FIELD_KINDS.map((k) => ({ value: k, label: t(KIND_WORDS[k]) }))}
      />
      <OptionsField />
      <CheckField name="required" label={t('settings.required')} />
      <TextField name="group" label={t('settings.group')} hint={t('settings.groupHint')} />
    </FormModal>
  );
}

function Groups({ entity }: { entity: CustomFieldEntity }) {
  const t = useTranslations('custom-fields');
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const groups = useQuery({
    queryKey: ['custom-fields', 'groups', entity],
    queryFn: async () =>
      (await apiFetch<{ data: Group[] }>(`/api/custom-field-groups?entity=${entity}`)).data,
  });
  if (!groups.data?.length) return null;
  const change = async (g: Group, visibility: string) => {
    const res = await apiFetch<{ message: string }>(`/api/custom-field-groups/${g.id}`, {
      method: 'PUT',
      body: JSON.stringify({ entity, name: g.name, visibility, position: g.position }),
    });
    toast.success(res.message);
    await queryClient.invalidateQueries({ queryKey: ['custom-fields'] });
  };
  return (
    <section aria-labelledby="groups-title" className="mt-4">
      <h2 id="groups-title" className="h5">
        {t('settings.groups')}
      </h2>
      <Table size="sm" className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('settings.group')}</th>
            <th scope="col">{t('settings.visibility')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.data.map((g) => (
            <tr key={g.id}>
              <td>{g.name}</td>
              <td>
                <Form.Select
                  size="sm"
                  aria-label={t('settings.visibilityOf', { group: g.name })}
                  value={g.visibility}
                  disabled={!can('custom-fields-edit')}
                  onChange={(e) =>
                    void change(g, e.target.value).catch((err: Error) => toast.error(err.message))
                  }
                >
                  {GROUP_VISIBILITIES.map((v) => (
                    <option key={v} value={v}>
                      {t(VISIBILITY_WORDS[v])}
                    </option>
                  ))}
                </Form.Select>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

export function CustomFieldsScreen() {
  const t = useTranslations('custom-fields');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [entity, setEntity] = useState<CustomFieldEntity>('student');
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const fields = useCustomFields(entity);
  const list = fields.data ?? [];
  const move = async (index: number, by: number) => {
    const ids = list.map((f) => f.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    try {
      const res = await apiFetch<{ message: string }>('/api/custom-fields/reorder', {
        method: 'POST',
        body: JSON.stringify({ entity, ids }),
      });
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: customFieldsKey(entity) });
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form.Group controlId="custom-fields-entity">
          <Form.Label>{t('settings.entity')}</Form.Label>
          <Form.Select
            value={entity}
            onChange={(e) => setEntity(e.target.value as CustomFieldEntity)}
          >
            {CUSTOM_FIELD_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(ENTITY_WORDS[e])}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {can('custom-fields-create') && (
          <Button className="ms-auto" onClick={() => setEditing('new')}>
            {t('settings.add')}
          </Button>
        )}
      </div>
      {fields.isSuccess && list.length === 0 && (
        <p className="text-body-secondary">{t('settings.empty')}</p>
      )}
      {list.length > 0 && (
        <Table className="align-middle data-table-stack">
          <caption className="visually-hidden">{t('settings.tableTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.label')}</th>
              <th scope="col">{t('settings.key')}</th>
              <th scope="col">{t('settings.kind')}</th>
              <th scope="col">{t('settings.group')}</th>
              <th scope="col">{t('settings.required')}</th>
              <th scope="col">{t('settings.actions')}</th>
            </tr>
          </thead>
          {byGroup(list).map(([group, inGroup]) => (
            <tbody key={group ?? ''}>
              {inGroup.map((f) => {
                const index = list.indexOf(f);
                return (
                  <tr key={f.id}>
                    <td data-label={t('settings.label')}>{f.label}</td>
                    <td data-label={t('settings.key')}>
                      <code>{f.key}</code>
                    </td>
                    <td data-label={t('settings.kind')}>
                      {t(KIND_WORDS[f.kind])}
                      {f.options.length > 0 && (
                        <div className="small text-body-secondary">{f.options.join(', ')}</div>
                      )}
                    </td>
                    <td data-label={t('settings.group')}>{f.group ?? '—'}</td>
                    <td data-label={t('settings.required')}>
                      {f.required ? t('values.yes') : t('values.no')}
                    </td>
                    <td className="text-nowrap" data-label={t('settings.actions')}>
                      {can('custom-fields-edit') && (
                        <>
                          <Button
                            size="sm"
                            variant="outline-secondary"
                            aria-label={t('settings.moveUp', { label: f.label })}
                            disabled={index === 0}
                            onClick={() => void move(index, -1)}
                          >
                            ↑
                          </Button>{' '}
                          <Button
                            size="sm"
                            variant="outline-secondary"
                            aria-label={t('settings.moveDown', { label: f.label })}
                            disabled={index === list.length - 1}
                            onClick={() => void move(index, 1)}
                          >
                            ↓
                          </Button>{' '}
                          <Button size="sm" variant="outline-primary" onClick={() => setEditing(f)}>
                            {t('settings.edit')}
                          </Button>{' '}
                        </>
                      )}
                      {can('custom-fields-delete') && (
                        <Button size="sm" variant="outline-danger" onClick={() => setDeleting(f)}>
                          {t('settings.delete')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </Table>
      )}
      <Groups entity={entity} />
      {editing && (
        <FieldForm
          entity={entity}
          field={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          what={deleting.label}
          remove={async () => {
            const res = await apiFetch<{ message: string }>(`/api/custom-fields/${deleting.id}`, {
              method: 'DELETE',
            });
            await queryClient.invalidateQueries({ queryKey: ['custom-fields'] });
            return res;
          }}
          onDone={() => setDeleting(null)}
        />
      )}
    </>
  );
}
