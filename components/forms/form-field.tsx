'use client';
/** One labelled input with its validation message, for every public and sign-in form. */
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: string;
  autoComplete?: string;
  hint?: ReactNode;
  /** Renders a textarea with this many rows. */
  rows?: number;
  placeholder?: string;
};

export function FormField({
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  hint,
  rows,
  placeholder,
}: Props) {
  const id = `field-${registration.name}`;
  const common = {
    ...registration,
    autoComplete,
    placeholder,
    isInvalid: Boolean(error),
    'aria-describedby': hint ? `${id}-hint` : undefined,
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {rows ? (
        <Form.Control as="textarea" rows={rows} {...common} />
      ) : (
        <Form.Control type={type} {...common} />
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

type BindableForm<T extends FieldValues> = {
  register: UseFormRegister<T>;
  formState: { errors: FieldErrors<T> };
};

/** The props FormField needs for one top-level field of a react-hook-form form. */
export function bind<T extends FieldValues>(form: BindableForm<T>, name: Path<T>) {
  const errors = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  const message = errors[name]?.message;
  return {
    registration: form.register(name),
    error: typeof message === 'string' ? message : undefined,
  };
}
