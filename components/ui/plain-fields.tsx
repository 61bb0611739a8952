'use client';
/**
 * A text input and a select held in the form's own state (forms that build a multipart body
 * or switch fields by kind, where react-hook-form's registration does not fit): a label, the
 * value, and the API's message on the field.
 */
import Form from 'react-bootstrap/Form';
import { DateInput } from './date-input';

type Common = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

export function PlainText(props: Common & { type?: string; hint?: string }) {
  return (
    <Form.Group controlId={props.id} className="mb-2">
      <Form.Label>{props.label}</Form.Label>
      <Form.Control
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        isInvalid={Boolean(props.error)}
      />
      {props.hint && <Form.Text>{props.hint}</Form.Text>}
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** A date in the school's format (./date-input.tsx); the value is the API's YYYY-MM-DD. */
export function PlainDate(props: Common) {
  return (
    <Form.Group controlId={props.id} className="mb-2">
      <Form.Label>{props.label}</Form.Label>
      <DateInput value={props.value} onChange={props.onChange} isInvalid={Boolean(props.error)} />
      {props.error && <div className="invalid-feedback d-block">{props.error}</div>}
    </Form.Group>
  );
}

export function PlainSelect(
  props: Common & { options: { value: string | number; label: string }[]; blank?: string },
) {
  return (
    <Form.Group controlId={props.id} className="mb-2">
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        isInvalid={Boolean(props.error)}
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
