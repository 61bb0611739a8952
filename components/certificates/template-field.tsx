'use client';
/** One text field of a template form, with the API's message for it under it. */
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export function TemplateField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Rows of a multi-line text (the certificate's body). */
  rows?: number;
  hint?: ReactNode;
}) {
  return (
    <Form.Group className="mb-2" controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      {props.rows ? (
        <Form.Control
          as="textarea"
          rows={props.rows}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          isInvalid={Boolean(props.error)}
        />
      ) : (
        <Form.Control
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          isInvalid={Boolean(props.error)}
        />
      )}
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
      {props.hint && <Form.Text>{props.hint}</Form.Text>}
    </Form.Group>
  );
}
