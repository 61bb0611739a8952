'use client';
/** /teacher/add-teacher: a teacher's account, staff profile and assignments (POST /api/teachers). */
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { ResultNotice } from '@/components/ui/result-notice';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { showApiError } from '@/components/forms/api-errors';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { customFieldPaths } from '@/components/custom-fields/custom-field-inputs';
import { RecordFieldInputs } from '@/components/custom-fields/record-field-inputs';
import { useCustomFieldRules } from '@/components/custom-fields/use-custom-field-rules';
import { useCustomFields } from '@/components/custom-fields/use-custom-fields';
import { teacherSchema } from '@/lib/api/modules/people/staff-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { StaffFields } from './staff-fields';
import { TeacherAssignments } from './teacher-assignments';
import { teacherPath } from './record-kinds';
import { blankTeacher } from './teacher-screen';

export function AddTeacherForm() {
  const invalidate = useInvalidateAfterWrite();
  const t = useTranslations('people');
  const [added, setAdded] = useState<{ id: number; full_name: string } | null>(null);
  const schema = useCustomFieldRules('staff', teacherSchema);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: blankTeacher() });
  const staffFields = useCustomFields('staff').data ?? [];
  const save = form.handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string; data: { id: number; full_name: string } }>(
        '/api/teachers',
        { method: 'POST', body: JSON.stringify(values) },
      );
      toast.success(res.message);
      setAdded(res.data);
      form.reset(blankTeacher());
      await invalidate();
    } catch (error) {
      const paths = [...Object.keys(blankTeacher()), ...customFieldPaths(staffFields)];
      showApiError(error, form.setError, paths as never[]);
    }
  });
  return (
    <Card>
      <Card.Body>
        {added && (
          <ResultNotice onClose={() => setAdded(null)}>
            {t('teachers.added', { name: added.full_name })}{' '}
            <Link href={teacherPath(added.id)}>{t('admission.openProfile')}</Link> ·{' '}
            <Link href="/teacher/teacher-details">{t('teachers.seeAll')}</Link>
          </ResultNotice>
        )}
        <FormProvider {...form}>
          <Form noValidate onSubmit={save}>
            <StaffFields adding />
            <TeacherAssignments />
            <RecordFieldInputs entity="staff" />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('teachers.adding') : t('teachers.add')}
            </Button>
          </Form>
        </FormProvider>
      </Card.Body>
    </Card>
  );
}
