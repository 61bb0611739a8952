'use client';
/**
 * Marking a student as left (or active again): a status change with a date and a note, kept
 * in the history. Students are never deleted.
 */
import { DateField, TextField } from '@/components/ui/fields';
import { FormModal } from '@/components/ui/form-modal';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { studentStatusSchema } from '@/lib/api/modules/people/student-schemas';
import { apiFetch } from '@/lib/client/api-fetch';

type Status = 'active' | 'left';
const TITLE: Record<Status, string> = { left: 'Mark as left', active: 'Make active again' };

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
  return (
    <FormModal
      title={`${TITLE[status]}: ${name}`}
      schema={studentStatusSchema}
      defaultValues={{ status, note: '', on_date: format.today() }}
      submit={(values) =>
        apiFetch<{ message: string }>(`/api/students/${studentId}/status`, {
          method: 'POST',
          body: JSON.stringify(values),
        }).finally(() => void invalidate())
      }
      onDone={onClose}
      submitLabel={TITLE[status]}
    >
      <p>
        {status === 'left'
          ? `${name} leaves the lists of the class-section and counts as left from the date below; their records and history are kept, and they can be made active again.`
          : `${name} returns to the lists of their class-section as an active student.`}
      </p>
      <DateField name="on_date" label="Date" />
      <TextField name="note" label="Note" />
    </FormModal>
  );
}
