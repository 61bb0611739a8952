'use client';
/** Editing a student's details (PUT /api/students/{id}); the class-section moves by transfer. */
import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { showApiError } from '@/components/forms/api-errors';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { updateStudentSchema } from '@/lib/api/modules/people/student-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { StudentFields } from './student-fields';
import {
  CustomFieldInputs,
  customFieldDefaults,
  customFieldPaths,
  useCustomFieldCheck,
} from '@/components/custom-fields/custom-field-inputs';
import { useCustomFields } from '@/components/custom-fields/use-custom-fields';
import type { StudentProfileData } from './student-types';

const FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'email',
  'admission_no',
  'admission_date',
  'roll_number',
  'current_address',
  'permanent_address',
] as const;

export function StudentEditForm({
  student,
  onDone,
}: {
  student: StudentProfileData;
  onDone: () => void;
}) {
  const invalidate = useInvalidateAfterWrite();
  const t = useTranslations('people');
  const customFieldsQuery = useCustomFields('student');
  const customFields = useMemo(() => customFieldsQuery.data ?? [], [customFieldsQuery.data]);
  const checkCustomFields = useCustomFieldCheck('student');
  const form = useForm({
    resolver: zodResolver(updateStudentSchema),
    defaultValues: {
      first_name: student.first_name,
      last_name: student.last_name,
      gender: student.gender,
      date_of_birth: student.date_of_birth,
      email: student.email ?? '',
      admission_no: student.admission_no,
      admission_date: student.admission_date,
      roll_number: student.roll_number,
      current_address: student.current_address ?? '',
      permanent_address: student.permanent_address ?? '',
      custom_fields: customFieldDefaults(customFields, student.custom_fields),
    },
  });
  // The definitions may arrive after the form: their values are filled in then.
  const loaded = customFields.length > 0;
  const stored = student.custom_fields;
  useEffect(() => {
    if (loaded && !form.formState.isDirty)
      form.setValue('custom_fields', customFieldDefaults(customFields, stored));
  }, [loaded, customFields, stored, form]);
  const save = form.handleSubmit(async (values) => {
    const customProblems = checkCustomFields(values.custom_fields, false);
    for (const [name, message] of customProblems)
      form.setError(name as 'custom_fields', { type: 'rule', message });
    if (customProblems.length) return;
    try {
      const res = await apiFetch<{ message: string }>(`/api/students/${student.id}`, {
        method: 'PUT',
        body: JSON.stringify(values),
      });
      toast.success(res.message);
      await invalidate();
      onDone();
    } catch (error) {
      const paths = [...FIELDS, ...customFieldPaths(customFields)] as (typeof FIELDS)[number][];
      showApiError(error, form.setError, paths);
    }
  });
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={save}>
        <StudentFields />
        <CustomFieldInputs entity="student" />
        <div className="d-flex gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('profile.save')}
          </Button>
          <Button variant="outline-secondary" onClick={onDone}>
            {t('profile.cancel')}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
