'use client';
/**
 * Issuing a certificate (POST /api/certificates): the kind, and for a transfer its leaving date
 * and reason (the API says which is missing). From a student's profile the student is given;
 * on /certificates the office finds them by name or admission number.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { DateField, SelectField, TextField } from '@/components/ui/fields';
import { FormModal } from '@/components/ui/form-modal';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { apiFetch } from '@/lib/client/api-fetch';
import { CERTIFICATE_KINDS } from '@/lib/db/schema/certificates-values';
import { issueSchema } from '@/lib/api/modules/certificates/schemas';
import { CERTIFICATES_KEY, type Certificate } from './api';
import { StudentPicker } from './student-picker';
import { useCertificateWords } from './words';

function TransferFields() {
  const t = useTranslations('certificates');
  const kind = useWatch({ name: 'kind' }) as string;
  return (
    <>
      {kind === 'transfer' && (
        <DateField name="leaving_date" label={t('issue.leavingDate')} optional />
      )}
      <TextField name="reason" label={t('issue.reason')} />
    </>
  );
}

export function IssueCertificateModal(props: {
  studentId?: number;
  onDone: () => void;
  /** Called with the certificate just issued (the screen offers its PDF). */
  onIssued?: (certificate: Certificate) => void;
}) {
  const t = useTranslations('certificates');
  const words = useCertificateWords();
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateAfterWrite();
  return (
    <FormModal
      title={t('issue.title')}
      schema={issueSchema}
      defaultValues={{
        student_id: props.studentId ?? '',
        kind: 'bonafide',
        reason: '',
        leaving_date: null,
      }}
      submitLabel={t('issue.submit')}
      submit={async (values) => {
        const res = await apiFetch<{ data: Certificate; message: string }>('/api/certificates', {
          method: 'POST',
          body: JSON.stringify(values),
        });
        props.onIssued?.(res.data);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: [CERTIFICATES_KEY] }),
          invalidateLists(),
        ]);
        return res;
      }}
      onDone={props.onDone}
    >
      {props.studentId === undefined && (
        <StudentPicker name="student_id" label={t('issue.student')} />
      )}
      <SelectField
        name="kind"
        label={t('issue.kind')}
        options={CERTIFICATE_KINDS.map((k) => ({ value: k, label: words.kind(k) }))}
      />
      <TransferFields />
    </FormModal>
  );
}
