'use client';
/** The student's own details, shared by the admission form and the student editor. */
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { GENDERS } from '@/lib/db/schema/people-values';
import { binder } from './form-bits';
import { sentenceCase } from './lookups';

/** Inside the form's FormProvider; an empty roll number is sent as null (the next one). */
export function StudentFields({ admissionHint }: { admissionHint?: string }) {
  const field = binder(useFormContext(), ['roll_number']);
  return (
    <>
      <Row>
        <Col md={6}>
          <TextField name="first_name" label="First name" />
        </Col>
        <Col md={6}>
          <TextField name="last_name" label="Last name" />
        </Col>
        <Col md={4}>
          <SelectField
            name="gender"
            label="Gender"
            blank="Choose…"
            options={GENDERS.map((g) => ({ value: g, label: sentenceCase(g) }))}
          />
        </Col>
        <Col md={4}>
          <DateField name="date_of_birth" label="Date of birth" />
        </Col>
        <Col md={4}>
          <TextField name="email" label="Student e-mail (optional)" type="email" />
        </Col>
        <Col md={4}>
          <TextField name="admission_no" label="Admission number" hint={admissionHint} />
        </Col>
        <Col md={4}>
          <DateField name="admission_date" label="Admission date" />
        </Col>
        <Col md={4}>
          <FormField
            label="Roll number (optional)"
            type="number"
            hint="Left empty, the next number of the class-section is given."
            {...field('roll_number')}
          />
        </Col>
        <Col md={6}>
          <FormField label="Current address" rows={2} {...field('current_address')} />
        </Col>
        <Col md={6}>
          <FormField label="Permanent address" rows={2} {...field('permanent_address')} />
        </Col>
      </Row>
    </>
  );
}
