'use client';
/**
 * /leave/create: staff apply for themselves, a guardian for one of their children. The form
 * reads what the caller may apply for (GET /api/leave-options), shows the balance and the
 * counted days as dates are picked, and sends everything in one multipart request; a 422's
 * messages land on their fields. Validated with the API's own schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import {
  FormProvider,
  useForm,
  useWatch,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { showApiError } from '@/components/forms/api-errors';
import { FormField, bind } from '@/components/forms/form-field';
import { useHydrated } from '@/components/account/use-hydrated';
import { DateField, SelectField } from '@/components/ui/fields';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { toast } from '@/components/ui/toast';
import { applyLeaveSchema, MAX_ATTACHMENT_BYTES } from '@/lib/api/modules/leave/schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import type { DayPortion } from '@/lib/db/schema/leave-values';
import { LeavePreview } from './leave-preview';
import { useLeaveBalance } from './use-leave-balance';

type Options = {
  staff_types: { id: number; name: string }[];
  child_types: { id: number; name: string }[];
  children: { id: number; name: string }[];
};

const FIELDS = [
  'leave_type_id',
  'student_id',
  'start_date',
  'end_date',
  'reason',
  'portions',
  'attachment',
];
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

export function ApplyLeaveForm() {
  const t = useTranslations('leave');
  const hydrated = useHydrated();
  const router = useRouter();
  const invalidate = useInvalidateAfterWrite();
  const [chosen, setChosen] = useState<File>();
  const [portions, setPortions] = useState<Record<string, DayPortion>>({});
  const [fileProblem, setFileProblem] = useState<string>();
  const options = useQuery({
    queryKey: ['leave-options'],
    queryFn: async () => (await apiFetch<{ data: Options }>('/api/leave-options')).data,
  });
  const form = useForm<FieldValues>({
    resolver: zodResolver(applyLeaveSchema as never) as unknown as Resolver<FieldValues>,
    defaultValues: { leave_type_id: '', student_id: '', start_date: '', end_date: '', reason: '' },
  });
  const [leaveTypeId, studentId, startDate, endDate] = useWatch({
    control: form.control,
    name: ['leave_type_id', 'student_id', 'start_date', 'end_date'],
  }) as [string, string, string, string];
  const balance = useLeaveBalance({ leaveTypeId, studentId, startDate, endDate, portions });

  const opts = options.data;
  const forChild = studentId !== '';
  const types = (forChild ? opts?.child_types : opts?.staff_types) ?? [];
  const whoOptions = [
    ...(opts?.staff_types.length ? [{ value: '', label: t('apply.myself') }] : []),
    ...(opts?.children ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];

  const submit = form.handleSubmit(async (values) => {
    if (chosen && chosen.size > MAX_ATTACHMENT_BYTES) {
      setFileProblem(t('apply.tooLarge'));
      return;
    }
    const body = new FormData();
    body.set('leave_type_id', String(values.leave_type_id));
    if (values.student_id) body.set('student_id', String(values.student_id));
    body.set('start_date', values.start_date);
    body.set('end_date', values.end_date);
    body.set('reason', values.reason);
    body.set('portions', JSON.stringify(portions));
    if (chosen) body.set('attachment', chosen);
    try {
      const res = await apiFetch<{ message: string }>('/api/leaves', { method: 'POST', body });
      toast.success(res.message);
      await invalidate();
      router.push('/leave');
    } catch (error) {
      const set = showApiError(error, form.setError, FIELDS as Path<FieldValues>[]);
      if (set.includes('attachment' as Path<FieldValues>))
        setFileProblem(String(form.getFieldState('attachment').error?.message ?? ''));
    }
  });

  if (options.isSuccess && !opts?.staff_types.length && !opts?.child_types.length)
    return <Alert variant="info">{t('apply.noType')}</Alert>;

  const reason = bind(form, 'reason');
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit} className="row g-4">
        <div className="col-lg-6">
          {Boolean(opts?.children.length) && (
            <SelectField
              name="student_id"
              label={t('apply.leaveFor')}
              // A guardian who is not staff applies only for a child: they choose which.
              blank={opts?.staff_types.length ? undefined : t('apply.chooseChild')}
              options={whoOptions}
            />
          )}
          <SelectField
            name="leave_type_id"
            label={t('apply.leaveType')}
            blank={t('apply.choose')}
            options={types.map((t) => ({ value: t.id, label: t.name }))}
          />
          <DateField name="start_date" label={t('apply.from')} />
          <DateField name="end_date" label={t('apply.to')} />
          <FormField label={t('apply.reason')} rows={3} {...reason} />
          <Form.Group className="mb-3" controlId="field-attachment">
            <Form.Label>{t('apply.attachment')}</Form.Label>
            <Form.Control
              type="file"
              accept={ACCEPT}
              isInvalid={Boolean(fileProblem)}
              onChange={(e) => {
                setChosen((e.target as HTMLInputElement).files?.[0]);
                setFileProblem(undefined);
              }}
            />
            <Form.Text>{t('apply.attachmentHint')}</Form.Text>
            <Form.Control.Feedback type="invalid">{fileProblem}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={!hydrated || form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('apply.sending') : t('apply.submit')}
          </Button>
        </div>
        <div className="col-lg-6">
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h6">
                {t('apply.balanceTitle')}
              </Card.Title>
              {!leaveTypeId && <p className="text-muted mb-0">{t('apply.chooseType')}</p>}
              {balance.error && <Alert variant="warning">{balance.error.message}</Alert>}
              {leaveTypeId && balance.data && (
                <LeavePreview
                  assessment={balance.data}
                  onPortion={(date, portion) => setPortions((p) => ({ ...p, [date]: portion }))}
                />
              )}
            </Card.Body>
          </Card>
        </div>
      </Form>
    </FormProvider>
  );
}
