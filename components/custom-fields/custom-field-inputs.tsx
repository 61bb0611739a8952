'use client';
/**
 * The inputs of an entity's custom fields inside a record's form (admission, student edit,
 * guardian, staff), bound to `custom_fields.<key>` of the surrounding react-hook-form form,
 * grouped and ordered as the school set them. Only the fields the user may see are given by
 * the API, so only those can be written. Messages: the `custom-fields` namespace.
 */
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslations } from 'use-intl';
import { CheckboxListField, DateField, SelectField, TextField } from '@/components/ui/fields';
import { checkValues, type CustomFieldEntity } from '@/lib/api/modules/custom-fields/field-schemas';
import dynamic from 'next/dynamic';
import { byGroup, useCustomFields, type CustomField } from './use-custom-fields';

// Loaded when a school has a file field: the add-teacher route was 26 bytes over its 250 KB
// budget with the upload code in every form that shows custom fields.
const FileFieldInput = dynamic(
  () => import('./file-field-input').then((module) => module.FileFieldInput),
  { ssr: false },
);

/** The form's starting values of a record's custom fields (yes/no as the select's yes or no). */
export function customFieldDefaults(
  fields: readonly CustomField[],
  values: Record<string, unknown> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      const v = values[f.key];
      if (f.kind === 'yes_no') return [f.key, v === true ? 'yes' : v === false ? 'no' : ''];
      if (f.kind === 'multi_choice') return [f.key, Array.isArray(v) ? v : []];
      return [f.key, v === null || v === undefined ? '' : String(v)];
    }),
  );
}

/** The form paths a 422 may name (`custom_fields.<key>`). */
export const customFieldPaths = (fields: readonly CustomField[]) =>
  fields.map((f) => `custom_fields.${f.key}`);

/**
 * The same rules the API applies, before sending: each problem as the path and its words
 * (the `custom-fields` namespace's `rules.*`, the API's `customFields.*` texts).
 */
export function useCustomFieldCheck(entity: CustomFieldEntity) {
  const t = useTranslations('custom-fields');
  const fields = useCustomFields(entity).data ?? [];
  return (
    values: Record<string, unknown> | undefined,
    creating: boolean,
    /** Where the record sits in the form (`guardians.1.`), as the API's 422 would name it. */
    at = '',
  ) => {
    const { problems } = checkValues(fields, values ?? {}, { creating });
    return Object.entries(problems).map(
      ([path, message]) =>
        [
          at + path,
          t(`rules.${message.key.replace('customFields.', '')}`, message.values),
        ] as const,
    );
  };
}

/** Where the inputs sit in the form, and how a label reads there ("Guardian 2 …"). */
type Placement = { at?: string; labelOf?: (label: string) => string };

function Input({ field, at = '', labelOf = (l) => l }: { field: CustomField } & Placement) {
  const t = useTranslations('custom-fields');
  const name = `${at}custom_fields.${field.key}`;
  const label = labelOf(field.required ? `${field.label} *` : field.label);
  const options = field.options.map((o) => ({ value: o, label: o }));
  switch (field.kind) {
    case 'number':
      return <TextField name={name} label={label} type="number" />;
    case 'date':
      return <DateField name={name} label={label} optional />;
    case 'choice':
      return <SelectField name={name} label={label} blank={t('inputs.choose')} options={options} />;
    case 'multi_choice':
      return <CheckboxListField name={name} label={label} options={options} text />;
    case 'yes_no':
      return (
        <SelectField
          name={name}
          label={label}
          blank={t('inputs.choose')}
          options={[
            { value: 'yes', label: t('values.yes') },
            { value: 'no', label: t('values.no') },
          ]}
        />
      );
    case 'file':
      return <FileFieldInput field={field} name={name} label={label} />;
    default:
      return <TextField name={name} label={label} />;
  }
}

export function CustomFieldInputs({
  entity,
  at,
  labelOf,
}: { entity: CustomFieldEntity } & Placement) {
  const t = useTranslations('custom-fields');
  const fields = useCustomFields(entity);
  const list = fields.data ?? [];
  if (!list.length) return null;
  return (
    <>
      {byGroup(list).map(([group, inGroup]) => (
        <fieldset key={group ?? ''} className="mt-3">
          <legend className="h6">{group ?? t('values.title')}</legend>
          <Row>
            {inGroup.map((f) => (
              <Col md={4} key={f.key}>
                <Input field={f} at={at} labelOf={labelOf} />
              </Col>
            ))}
          </Row>
        </fieldset>
      ))}
    </>
  );
}
