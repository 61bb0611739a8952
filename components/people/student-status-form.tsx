'use client';
/**
 * Marking a student as left (or active again): a status change with a date and a note, kept
 * in the history. Students are never deleted.
 */
import { useTranslations } from 'use-intl';
import { DateField, TextField } from '@/components/ui/fields';
import { FormModal } from '@/components/ui/form-modal';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { studentStatusSchema } from '@/lib/api/modules/people/student-schemas';
import { apiFetch } from '@/lib/client/api-fetch';

type Status = 'active' | 'left';

export function StudentStatusForm({
  studentId,
  name,
  status,
  onClose,
}: {
  studentId: number;
  name: string;
  status: Status;
  onClose: () => void;
}) {
  const invalidate = useInvalidateAfterWrite();
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const title = status === 'left' ? t('status.markLeft') : t('status.makeActive');
  return (
    <FormModal
      title={t('status.title', { action: title, name })}
      schema={studentStatusSchema}
      defaultValues={{ status, note: '', on_date: format.today() }}
      submit={(values) =>
        apiFetch<{ message: string }>(`/api/students/${studentId}/status`, {
          method: 'POST',
          body: JSON.stringify(values),
        }).finally(() => void invalidate())
      }
      onDone={onClose}
      submitLabel={title}
    >
      <p>{status === 'left' ? t('status.leftBody', { name }) : t('status.activeBody', { name })}</p>
      <DateField name="on_date" label={t('status.date')} />
      <TextField name="note" label={t('status.note')} />
    </FormModal>
  );
}
