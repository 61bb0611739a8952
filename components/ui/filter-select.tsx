'use client';
/** A list filter beside the search box: one select whose empty choice means "all". */
import Form from 'react-bootstrap/Form';
import type { Option } from './fields';

export function FilterSelect(props: {
  id: string;
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
}) {
  return (
    <Form.Group controlId={props.id}>
      <Form.Label className="small mb-1">{props.label}</Form.Label>
      <Form.Select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
