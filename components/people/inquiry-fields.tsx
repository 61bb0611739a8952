'use client';
/** The fields of an admission inquiry, inside the form modal's FormProvider. */
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { GENDERS } from '@/lib/db/schema/people-values';
import { binder } from './form-bits';
import { sentenceCase, toOptions, usePeopleLookups } from './lookups';

export const INQUIRY_STATUSES = ['open', 'converted', 'lost'] as const;
/** Optional picks whose empty choice is sent as null. */
const OPTIONAL = ['date_of_birth', 'gender', 'class_id'];

export function InquiryFields() {
  const field = binder(useFormContext(), OPTIONAL);
  const { classes } = usePeopleLookups();
  const select = (
    name: string,
    label: string,
    options: { value: string | number; label: string }[],
  ) => {
    const { registration, error } = field(name);
    return (
      <div className="mb-3">
        <label className="form-label" htmlFor={`field-${name}`}>
          {label}
        </label>
        <select
          id={`field-${name}`}
          className={`form-select${error ? ' is-invalid' : ''}`}
          {...registration}
        >
          <option value="">Not known</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error && <div className="invalid-feedback">{error}</div>}
      </div>
    );
  };
  return (
    <Row>
      <Col md={6}>
        <TextField name="child_name" label="Child's name" />
      </Col>
      <Col md={6}>
        <FormField label="Child's date of birth" type="date" {...field('date_of_birth')} />
      </Col>
      <Col md={6}>
        {select(
          'gender',
          'Gender',
          GENDERS.map((g) => ({ value: g, label: sentenceCase(g) })),
        )}
      </Col>
      <Col md={6}>{select('class_id', 'Class sought', toOptions(classes))}</Col>
      <Col md={6}>
        <TextField name="parent_name" label="Parent's name" />
      </Col>
      <Col md={6}>
        <TextField name="parent_email" label="Parent's e-mail" type="email" />
      </Col>
      <Col md={6}>
        <TextField name="parent_phone" label="Parent's phone" />
      </Col>
      <Col md={6}>
        <TextField name="source" label="Source (walk-in, website, referral…)" />
      </Col>
      <Col md={6}>
        <DateField name="inquiry_date" label="Inquiry date" />
      </Col>
      <Col md={6}>
        <SelectField
          name="status"
          label="Status"
          options={INQUIRY_STATUSES.map((s) => ({ value: s, label: sentenceCase(s) }))}
        />
      </Col>
      <Col xs={12}>
        <FormField label="Note" rows={2} {...field('note')} />
      </Col>
    </Row>
  );
}
