'use client';
/**
 * Deciding an admission application: accepting admits the student (the admission number may
 * be given, else the school's pattern gives it); rejecting needs a reason.
 */
import { useTranslations } from 'use-intl';
import { TextField } from '@/components/ui/fields';
import { FormModal } from '@/components/ui/form-modal';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { acceptSchema, rejectSchema } from '@/lib/api/modules/people/application-schemas';
import { apiFetch } from '@/lib/client/api-fetch';

export type Decision = { id: number; name: string; kind: 'accept' | 'reject' };

export function ApplicationDecision({
  decision,
  onClose,
}: {
  decision: Decision;
  onClose: () => void;
}) {
  const accepting = decision.kind === 'accept';
  const invalidate = useInvalidateAfterWrite();
  const t = useTranslations('people');
  return (
    <FormModal
      title={
        accepting
          ? t('decision.acceptTitle', { name: decision.name })
          : t('decision.rejectTitle', { name: decision.name })
      }
      schema={accepting ? acceptSchema : rejectSchema}
      defaultValues={accepting ? { admission_no: '' } : { reason: '' }}
      submit={(values) =>
        apiFetch<{ message: string }>(
          `/api/admission-applications/${decision.id}/${decision.kind}`,
          { method: 'POST', body: JSON.stringify(values) },
        ).finally(() => void invalidate())
      }
      onDone={onClose}
    >
      {accepting ? (
        <TextField
          name="admission_no"
          label={t('decision.admissionNo')}
          hint={t('decision.admissionNoHint')}
        />
      ) : (
        <TextField name="reason" label={t('decision.reason')} />
      )}
    </FormModal>
  );
}
