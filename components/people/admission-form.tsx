'use client';
/**
 * The admission form (POST /api/students): the student's details, class-section and session,
 * photo, and guardians; the admission number starts as the school's next one and stays
 * editable. Converting an inquiry starts the form from the inquiry.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useLayoutEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { showApiError } from '@/components/forms/api-errors';
import { SelectField } from '@/components/ui/fields';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { guardianListErrors } from '@/lib/api/modules/people/types';
import { admitStudentSchema } from '@/lib/api/modules/people/student-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import {
  blankAdmission,
  fromPrefill,
  useInquiryPrefill,
  usePeopleSettings,
} from './admission-prefill';
import { fieldPaths } from './form-bits';
import { GuardianFields, type AdmissionInput } from './guardian-fields';
import { toOptions, usePeopleLookups } from './lookups';
import { PhotoInput, uploadStudentPhoto } from './photo-input';
import { ResultNotice } from '@/components/ui/result-notice';
import { studentPath } from './record-kinds';
import { StudentFields } from './student-fields';
import {
  CustomFieldInputs,
  useCustomFieldCheck,
} from '@/components/custom-fields/custom-field-inputs';

type Admitted = { id: number; first_name: string; last_name: string; admission_no: string };

export function AdmissionForm({ inquiryId }: { inquiryId?: number }) {
  const lookups = usePeopleLookups();
  const settings = usePeopleSettings();
  const prefill = useInquiryPrefill(inquiryId);
  const { can } = usePermissions();
  const invalidate = useInvalidateAfterWrite();
  const [photo, setPhoto] = useState<File | null>(null);
  const [admitted, setAdmitted] = useState<Admitted | null>(null);
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const form = useForm({
    resolver: zodResolver(admitStudentSchema),
    defaultValues: blankAdmission('', format.today()),
  });
  const started = useRef(false);
  const checkCustomFields = useCustomFieldCheck('student');
  const checkGuardianFields = useCustomFieldCheck('guardian');

  // Start once the next number and the pick lists are known (and the inquiry, converting one).
  // A layout effect: the fieldset is enabled by the same render, and the start values must be
  // in before any keystroke can land, or a reset after the first ones would wipe them (seen on
  // a loaded machine with an ordinary effect, which runs after the browser has taken input).
  const nextNo = settings.data?.next_admission_no;
  const ready = nextNo !== undefined && lookups.ready && (!inquiryId || prefill.isFetched);
  useLayoutEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    // The number is left empty: the API gives the next one when it admits, so two offices
    // admitting at once never both submit the number they were shown (the hint shows it).
    const base = blankAdmission('', format.today(), lookups.defaultSession?.id);
    form.reset(prefill.data ? fromPrefill(prefill.data, base, lookups.classSections) : base);
  }, [ready, nextNo, prefill.data, lookups, form, format]);

  const save = form.handleSubmit(async (values) => {
    const listErrors = guardianListErrors(values.guardians);
    if (Object.keys(listErrors).length) {
      for (const [name, message] of Object.entries(listErrors))
        form.setError(name as 'guardians', { type: 'rule', message });
      return;
    }
    const customProblems = [
      ...checkCustomFields(values.custom_fields, true),
      // A row of a guardian found on file sends no fields (guardian-fields.tsx).
      ...values.guardians.flatMap((g, i) =>
        g.custom_fields ? checkGuardianFields(g.custom_fields, true, `guardians.${i}.`) : [],
      ),
    ];
    for (const [name, message] of customProblems)
      form.setError(name as 'custom_fields', { type: 'rule', message });
    if (customProblems.length) return;
    try {
      const res = await apiFetch<{ data: Admitted; message: string }>('/api/students', {
        method: 'POST',
        body: JSON.stringify(values),
      });
      if (photo) await uploadStudentPhoto(res.data.id, photo);
      toast.success(res.message);
      setAdmitted(res.data);
      setPhoto(null);
      await Promise.all([invalidate(), settings.refetch()]);
      form.reset(blankAdmission('', format.today(), lookups.defaultSession?.id));
    } catch (error) {
      showApiError(
        error,
        form.setError,
        fieldPaths(form.getValues()) as Parameters<typeof showApiError<AdmissionInput>>[2],
      );
    }
  });

  const pattern = settings.data?.admission_number_pattern;
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {inquiryId ? t('admission.titleFromInquiry') : t('admission.title')}
        </Card.Title>
        {prefill.isError && (
          <Alert variant="warning">
            {t('admission.inquiryFailed', { message: prefill.error.message })}
          </Alert>
        )}
        {admitted && (
          <ResultNotice onClose={() => setAdmitted(null)}>
            {t.rich('admission.admitted', {
              name: `${admitted.first_name} ${admitted.last_name}`,
              number: admitted.admission_no,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}{' '}
            <Link href={studentPath(admitted.id)}>{t('admission.openProfile')}</Link>
          </ResultNotice>
        )}
        <FormProvider {...form}>
          <Form noValidate onSubmit={save} aria-busy={!ready}>
            <fieldset disabled={!ready || form.formState.isSubmitting}>
              <legend className="h5">{t('admission.student')}</legend>
              <StudentFields
                admissionHint={
                  pattern
                    ? nextNo
                      ? t('admission.numberHintNow', { pattern, next: nextNo })
                      : t('admission.numberHint', { pattern })
                    : undefined
                }
              />
              <Row>
                <Col md={4}>
                  <SelectField
                    name="class_section_id"
                    label={t('admission.classSection')}
                    blank={t('choose')}
                    options={toOptions(lookups.classSections)}
                  />
                </Col>
                <Col md={4}>
                  <SelectField
                    name="session_year_id"
                    label={t('admission.session')}
                    options={toOptions(lookups.sessions)}
                  />
                </Col>
                <Col md={4}>
                  <PhotoInput file={photo} onChange={setPhoto} />
                </Col>
              </Row>
              <CustomFieldInputs entity="student" />
              <GuardianFields form={form} canLookUp={can('guardian-list')} />
              <div className="mt-4">
                <Button type="submit">
                  {form.formState.isSubmitting ? t('admission.admitting') : t('admission.submit')}
                </Button>
              </div>
            </fieldset>
          </Form>
        </FormProvider>
      </Card.Body>
    </Card>
  );
}
