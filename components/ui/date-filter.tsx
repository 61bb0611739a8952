'use client';
/** A date list filter beside the search box (from, to): an ISO date, empty for none. */
import Form from 'react-bootstrap/Form';

export function DateFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={props.id}>
      <Form.Label className="small mb-1">{props.label}</Form.Label>
      <Form.Control
        type="date"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Form.Group>
  );
}
