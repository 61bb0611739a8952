'use client';
/** The fields of an admission inquiry, inside the form modal's FormProvider. */
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/forms/form-field';
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { GENDERS } from '@/lib/db/schema/people-values';
import { binder } from './form-bits';
import { toOptions, usePeopleLookups } from './lookups';
import { usePeopleWords } from './people-words';

export const INQUIRY_STATUSES = ['open', 'converted', 'lost'] as const;
/** Optional picks whose empty choice is sent as null. */
const OPTIONAL = ['date_of_birth', 'gender', 'class_id'];

export function InquiryFields() {
  const field = binder(useFormContext(), OPTIONAL);
  const { classes } = usePeopleLookups();
  const t = useTranslations('people');
  const words = usePeopleWords();
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
          <option value="">{t('inquiries.notKnown')}</option>
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
        <TextField name="child_name" label={t('inquiries.childName')} />
      </Col>
      <Col md={6}>
        <DateField name="date_of_birth" label={t('inquiries.childDateOfBirth')} optional />
      </Col>
      <Col md={6}>{select('gender', t('student.gender'), words.options('gender', GENDERS))}</Col>
      <Col md={6}>{select('class_id', t('inquiries.classSought'), toOptions(classes))}</Col>
      <Col md={6}>
        <TextField name="parent_name" label={t('inquiries.parentName')} />
      </Col>
      <Col md={6}>
        <TextField name="parent_email" label={t('inquiries.parentEmail')} type="email" />
      </Col>
      <Col md={6}>
        <TextField name="parent_phone" label={t('inquiries.parentPhone')} />
      </Col>
      <Col md={6}>
        <TextField name="source" label={t('inquiries.source')} />
      </Col>
      <Col md={6}>
        <DateField name="inquiry_date" label={t('inquiries.inquiryDate')} />
      </Col>
      <Col md={6}>
        <SelectField
          name="status"
          label={t('list.status')}
          options={words.options('status', INQUIRY_STATUSES)}
        />
      </Col>
      <Col xs={12}>
        <FormField label={t('status.note')} rows={2} {...field('note')} />
      </Col>
    </Row>
  );
}
