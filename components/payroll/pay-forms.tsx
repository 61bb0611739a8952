'use client';
/** Marking payslips paid (date, method, reference) and cancelling a run's payment (reason). */
import { useTranslations } from 'use-intl';
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { FormModal } from '@/components/ui/form-modal';
import { useSchoolFormat } from '@/components/ui/school-format';
import { cancelPaymentSchema, paySchema } from '@/lib/api/modules/payroll/schemas';
import { postJson } from '@/components/fees/shared';

export function PayForm(props: { title: string; path: string; onDone: () => void }) {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const methods = [
    { value: 'bank_transfer', label: t('pay.method.bankTransfer') },
    { value: 'cash', label: t('pay.method.cash') },
    { value: 'cheque', label: t('pay.method.cheque') },
    { value: 'online', label: t('pay.method.online') },
  ];
  return (
    <FormModal
      title={props.title}
      schema={paySchema}
      defaultValues={{ paid_on: format.today(), method: 'bank_transfer', reference: '' }}
      submit={(values) => postJson(props.path, values)}
      onDone={props.onDone}
      submitLabel={t('pay.submit')}
    >
      <DateField name="paid_on" label={t('pay.date')} />
      <SelectField name="method" label={t('pay.methodLabel')} options={methods} />
      <TextField name="reference" label={t('pay.reference')} hint={t('pay.referenceHint')} />
    </FormModal>
  );
}

export function CancelPaymentForm(props: { path: string; onDone: () => void }) {
  const t = useTranslations('payroll');
  return (
    <FormModal
      title={t('cancel.title')}
      schema={cancelPaymentSchema}
      defaultValues={{ reason: '' }}
      submit={(values) => postJson(props.path, values)}
      onDone={props.onDone}
      submitLabel={t('cancel.submit')}
    >
      <p>{t('cancel.explain')}</p>
      <TextField name="reason" label={t('cancel.reason')} />
    </FormModal>
  );
}
