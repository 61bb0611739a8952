'use client';
/** A date list filter beside the search box (from, to): an ISO date, empty for none. */
import Form from 'react-bootstrap/Form';
import { DateInput } from './date-input';

export function DateFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group>
      <Form.Label htmlFor={props.id} className="small mb-1">
        {props.label}
      </Form.Label>
      <DateInput id={props.id} value={props.value} onChange={props.onChange} />
    </Form.Group>
  );
}
