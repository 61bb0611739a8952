'use client';
/** The backup archive (.tar.gz) chosen for a restore, with the API's refusal under it. */
import Form from 'react-bootstrap/Form';
import { ApiRequestError } from '@/lib/client/api-fetch';

export function ArchiveFileField(props: {
  id: string;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Label>Backup archive (.tar.gz)</Form.Label>
      <Form.Control
        type="file"
        accept=".gz,application/gzip"
        isInvalid={Boolean(props.error)}
        onChange={(e) => props.onChange((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** A 422's field messages, or undefined for any other failure (shown as a toast instead). */
export function restoreFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return Object.keys(error.fieldErrors).length ? error.fieldErrors : undefined;
}
