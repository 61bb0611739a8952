'use client';
/** The student's own details, shared by the admission form and the student editor. */
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/forms/form-field';
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { GENDERS } from '@/lib/db/schema/people-values';
import { binder } from './form-bits';
import { usePeopleWords } from './people-words';

/** Inside the form's FormProvider; an empty roll number is sent as null (the next one). */
export function StudentFields({ admissionHint }: { admissionHint?: string }) {
  const field = binder(useFormContext(), ['roll_number']);
  const t = useTranslations('people');
  const words = usePeopleWords();
  return (
    <>
      <Row>
        <Col md={6}>
          <TextField name="first_name" label={t('student.firstName')} />
        </Col>
        <Col md={6}>
          <TextField name="last_name" label={t('student.lastName')} />
        </Col>
        <Col md={4}>
          <SelectField
            name="gender"
            label={t('student.gender')}
            blank={t('choose')}
            options={words.options('gender', GENDERS)}
          />
        </Col>
        <Col md={4}>
          <DateField name="date_of_birth" label={t('student.dateOfBirth')} />
        </Col>
        <Col md={4}>
          <TextField name="email" label={t('student.email')} type="email" />
        </Col>
        <Col md={4}>
          <TextField name="admission_no" label={t('student.admissionNo')} hint={admissionHint} />
        </Col>
        <Col md={4}>
          <DateField name="admission_date" label={t('student.admissionDate')} />
        </Col>
        <Col md={4}>
          <FormField
            label={t('student.rollNumber')}
            type="number"
            hint={t('student.rollHint')}
            {...field('roll_number')}
          />
        </Col>
        <Col md={6}>
          <FormField label={t('student.currentAddress')} rows={2} {...field('current_address')} />
        </Col>
        <Col md={6}>
          <FormField
            label={t('student.permanentAddress')}
            rows={2}
            {...field('permanent_address')}
          />
        </Col>
      </Row>
    </>
  );
}
