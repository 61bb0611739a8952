'use client';
/** Marking payslips paid (date, method, reference) and cancelling a run's payment (reason). */
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { FormModal } from '@/components/ui/form-modal';
import { useSchoolFormat } from '@/components/ui/school-format';
import { cancelPaymentSchema, paySchema } from '@/lib/api/modules/payroll/schemas';
import { postJson } from '@/components/fees/shared';

const METHODS = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'online', label: 'Online' },
];

export function PayForm(props: { title: string; path: string; onDone: () => void }) {
  const format = useSchoolFormat();
  return (
    <FormModal
      title={props.title}
      schema={paySchema}
      defaultValues={{ paid_on: format.today(), method: 'bank_transfer', reference: '' }}
      submit={(values) => postJson(props.path, values)}
      onDone={props.onDone}
      submitLabel="Mark paid"
    >
      <DateField name="paid_on" label="Payment date" />
      <SelectField name="method" label="Method" options={METHODS} />
      <TextField
        name="reference"
        label="Reference"
        hint="Optional: the bank batch or cheque number."
      />
    </FormModal>
  );
}

export function CancelPaymentForm(props: { path: string; onDone: () => void }) {
  return (
    <FormModal
      title="Cancel this run’s payment"
      schema={cancelPaymentSchema}
      defaultValues={{ reason: '' }}
      submit={(values) => postJson(props.path, values)}
      onDone={props.onDone}
      submitLabel="Cancel the payment"
    >
      <p>
        The run and its payslips stay as records, its salaries expense is reversed, and the month
        can be run again.
      </p>
      <TextField name="reason" label="Reason" />
    </FormModal>
  );
}
