'use client';
/**
 * A staff member's account and profile fields (teachers too), inside a FormProvider. The
 * optional first password shows only when adding; without one the person uses "Forgot password".
 */
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { binder } from './form-bits';

export const SALARY_BASES = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'daily', label: 'Daily' },
  { value: 'hourly', label: 'Hourly' },
];

export const blankStaff = () => ({
  full_name: '',
  email: '',
  phone: '',
  qualification: '',
  joining_date: '',
  salary_basis: 'monthly' as const,
  password: null as string | null,
});

export function StaffFields({ adding }: { adding: boolean }) {
  const field = binder(useFormContext(), ['password']);
  return (
    <Row>
      <Col md={6}>
        <TextField name="full_name" label="Full name" />
      </Col>
      <Col md={6}>
        <TextField name="email" label="E-mail (sign-in)" type="email" />
      </Col>
      <Col md={6}>
        <TextField name="phone" label="Phone" />
      </Col>
      <Col md={6}>
        <TextField name="qualification" label="Qualification" />
      </Col>
      <Col md={6}>
        <DateField name="joining_date" label="Joining date" />
      </Col>
      <Col md={6}>
        <SelectField name="salary_basis" label="Salary basis" options={SALARY_BASES} />
      </Col>
      {adding && (
        <Col md={6}>
          <FormField
            label="First password (optional)"
            type="password"
            autoComplete="new-password"
            hint="Without one, the person sets a password through “Forgot password”."
            {...field('password')}
          />
        </Col>
      )}
    </Row>
  );
}
