'use client';
/**
 * A staff member's account and profile fields (teachers too), inside a FormProvider. The
 * optional first password shows only when adding; without one the person uses "Forgot password".
 */
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/forms/form-field';
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { binder } from './form-bits';
import { usePeopleWords } from './people-words';

const SALARY_BASES = ['monthly', 'daily', 'hourly'] as const;

export const blankStaff = () => ({
  full_name: '',
  email: '',
  phone: '',
  qualification: '',
  joining_date: '',
  salary_basis: 'monthly' as const,
  password: null as string | null,
  custom_fields: {} as Record<string, unknown>,
});

export function StaffFields({ adding }: { adding: boolean }) {
  const field = binder(useFormContext(), ['password']);
  const t = useTranslations('people');
  const words = usePeopleWords();
  return (
    <Row>
      <Col md={6}>
        <TextField name="full_name" label={t('staffFields.fullName')} />
      </Col>
      <Col md={6}>
        <TextField name="email" label={t('staffFields.email')} type="email" />
      </Col>
      <Col md={6}>
        <TextField name="phone" label={t('guardianTable.phone')} />
      </Col>
      <Col md={6}>
        <TextField name="qualification" label={t('staffFields.qualification')} />
      </Col>
      <Col md={6}>
        <DateField name="joining_date" label={t('staffFields.joiningDate')} />
      </Col>
      <Col md={6}>
        <SelectField
          name="salary_basis"
          label={t('staffFields.salaryBasis')}
          options={words.options('salaryBasis', SALARY_BASES)}
        />
      </Col>
      {adding && (
        <Col md={6}>
          <FormField
            label={t('staffFields.password')}
            type="password"
            autoComplete="new-password"
            hint={t('staffFields.passwordHint')}
            {...field('password')}
          />
        </Col>
      )}
    </Row>
  );
}
