'use client';
/**
 * Form fields bound to the surrounding react-hook-form form (FormProvider): each shows its
 * label and its message, whether it came from the shared zod schema or from a 422.
 */
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { FormField, bind } from '@/components/forms/form-field';
import { DateInput } from './date-input';

export type Option = { value: string | number; label: string };

function useField(name: string) {
  const form = useFormContext<FieldValues>();
  return { form, ...bind(form, name as Path<FieldValues>) };
}

export function TextField(props: { name: string; label: string; type?: string; hint?: string }) {
  const { registration, error } = useField(props.name);
  return (
    <FormField
      label={props.label}
      registration={registration}
      error={error}
      type={props.type}
      hint={props.hint}
    />
  );
}

/**
 * A date in the school's format, typed or chosen on a calendar (./date-input.tsx); the form
 * holds the API's YYYY-MM-DD.
 */
export function DateField(props: {
  name: string;
  label: string;
  /** An optional date: left empty, it is sent as null (zod's nullish), not as "". */
  optional?: boolean;
}) {
  const { form, error } = useField(props.name);
  const id = `field-${props.name}`;
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{props.label}</Form.Label>
      <Controller
        control={form.control}
        name={props.name}
        render={({ field }) => (
          <DateInput
            id={id}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(value) => field.onChange(props.optional && value === '' ? null : value)}
            onBlur={field.onBlur}
            isInvalid={Boolean(error)}
          />
        )}
      />
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  options: Option[];
  /** The empty choice; leave out when a value is required and has no blank. */
  blank?: string;
}) {
  const { registration, error } = useField(props.name);
  const id = `field-${props.name}`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select {...registration} isInvalid={Boolean(error)}>
        {props.blank !== undefined && <option value="">{props.blank}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

export function CheckField(props: { name: string; label: string }) {
  const { registration, error } = useField(props.name);
  return (
    <Form.Group className="mb-3" controlId={`field-${props.name}`}>
      <Form.Check type="switch" label={props.label} {...registration} isInvalid={Boolean(error)} />
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}

/**
 * Several values picked from a list of checkboxes: a number[] of ids, or with `text` a string[]
 * of keys (a plan's modules).
 */
export function CheckboxListField(props: {
  name: string;
  label: string;
  options: Option[];
  text?: boolean;
}) {
  const t = useTranslations('common');
  const { form, error } = useField(props.name);
  const valueOf = (value: string | number) => (props.text ? String(value) : Number(value));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{props.label}</legend>
      <Controller
        control={form.control}
        name={props.name}
        render={({ field }) => {
          const chosen = new Set<string | number>(
            (field.value as (string | number)[] | undefined) ?? [],
          );
          return (
            <div
              className="border rounded p-2"
              style={{ maxHeight: 220, overflowY: 'auto' }}
              aria-invalid={Boolean(error)}
            >
              {props.options.length === 0 && (
                <span className="text-muted small">{t('fields.noneYet')}</span>
              )}
              {props.options.map((o) => (
                <Form.Check
                  key={o.value}
                  id={`field-${props.name}-${o.value}`}
                  label={o.label}
                  checked={chosen.has(valueOf(o.value))}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(valueOf(o.value));
                    else next.delete(valueOf(o.value));
                    field.onChange([...next]);
                  }}
                />
              ))}
            </div>
          );
        }}
      />
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
