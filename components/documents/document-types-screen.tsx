'use client';
/**
 * /document-types (System Administration): the kinds of document the school keeps for its
 * students and staff (birth certificate, medical note...): whether each is required (the
 * students list's "missing documents" filter) and whether it expires (its date is asked for
 * on upload, and the school's admins are told 30 days ahead).
 */
import { useTranslations } from 'use-intl';
import { CheckField, SelectField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { StatusBadge } from '@/components/ui/status-badge';
import { documentTypeSchema } from '@/lib/api/modules/documents/schemas';
import type { DocumentTypeItem } from './queries';

export function DocumentTypesScreen() {
  const t = useTranslations('documents');
  const owners = { student: t('types.forStudents'), staff: t('types.forStaff') };
  const yes = (on: boolean, label: string) =>
    on ? <StatusBadge status="active" label={label} /> : null;
  return (
    <ResourceScreen<DocumentTypeItem>
      title={t('types.title')}
      singular={t('types.singular')}
      path="/api/document-types"
      needs={{
        create: 'document-types-create',
        edit: 'document-types-edit',
        delete: 'document-types-delete',
      }}
      columns={[
        { header: t('types.name'), sort: 'name', cell: (r) => r.name },
        { header: t('types.appliesTo'), cell: (r) => owners[r.applies_to] },
        { header: t('types.required'), cell: (r) => yes(r.required, t('types.requiredYes')) },
        { header: t('types.hasExpiry'), cell: (r) => yes(r.has_expiry, t('types.expiryYes')) },
      ]}
      schema={documentTypeSchema}
      blank={{ name: '', applies_to: 'student', required: false, has_expiry: false }}
      toForm={(r) => ({ ...r })}
      fields={
        <>
          <TextField name="name" label={t('types.name')} />
          <SelectField
            name="applies_to"
            label={t('types.appliesTo')}
            options={[
              { value: 'student', label: owners.student },
              { value: 'staff', label: owners.staff },
            ]}
          />
          <CheckField name="required" label={t('types.requiredField')} />
          <CheckField name="has_expiry" label={t('types.hasExpiryField')} />
        </>
      }
      describe={(r) => r.name}
      emptyText={t('types.empty')}
    />
  );
}
