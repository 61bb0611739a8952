'use client';
/**
 * Small helpers over react-hook-form for the people forms: the message of a nested field
 * (guardians.1.email), a binder for field components, and every field path of a value object,
 * so a 422's dotted field names land on their inputs through showApiError.
 */
import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

export type Bound = { registration: UseFormRegisterReturn; error?: string };

export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** An empty optional input sent as null (zod's nullish), not as "" or 0. */
export const emptyAsNull = (value: unknown) => (value === '' ? null : value);

export function binder<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } },
  /** Fields whose empty value means "none": sent as null. */
  optional: readonly string[] = [],
) {
  return (name: Path<T>): Bound => ({
    registration: optional.some((o) => name === o || name.endsWith(`.${o}`))
      ? form.register(name, { setValueAs: emptyAsNull })
      : form.register(name),
    error: errorAt(form.formState.errors, name),
  });
}

/** Every path of a plain value object, parents included: {a, g: [{x}]} → a, g, g.0, g.0.x. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!values || typeof values !== 'object') return [];
  return Object.entries(values as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(value, path)];
  });
}
