'use client';
/** The move forms' pieces: a labelled select kept in state, and the checked POST. */
import Form from 'react-bootstrap/Form';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import type { Option } from '@/components/ui/fields';

export function Pick(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  blank?: string;
  error?: string;
}) {
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        value={props.value}
        isInvalid={Boolean(props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.blank !== undefined && <option value="">{props.blank}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

function issuesByPath(issues: { path: PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.join('.')] ??= i.message;
  return out;
}

/**
 * Checks a move with the API's schema, posts it, and answers the API's message; field
 * messages (the schema's or a 422's) go to setErrors, anything else is a toast (`notSaved`, in
 * the page's language, when the error has no message of its own).
 */
export async function postChecked(
  path: string,
  schema: z.ZodType,
  body: unknown,
  setErrors: (errors: Record<string, string>) => void,
  notSaved: string,
): Promise<string | null> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    setErrors(issuesByPath(parsed.error.issues));
    return null;
  }
  setErrors({});
  try {
    const res = await apiFetch<{ message: string }>(path, {
      method: 'POST',
      body: JSON.stringify(parsed.data),
    });
    toast.success(res.message);
    return res.message;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) setErrors(error.fieldErrors);
    else toast.error(error instanceof Error ? error.message : notSaved);
    return null;
  }
}
