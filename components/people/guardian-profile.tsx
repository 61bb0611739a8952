'use client';
/** One guardian with their children (GET /api/guardians/{id}) and what was sent to them. */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { CustomFieldValues } from '@/components/custom-fields/custom-field-values';
import { SentToGuardian } from '@/components/notifications/sent-to-guardian';
import { Facts, RecordHeading } from '@/components/ui/record-view';
import { apiFetch } from '@/lib/client/api-fetch';
import { GUARDIAN, studentPath } from './record-kinds';
import { fullName, type StudentRow } from './student-types';

export type Guardian = {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  occupation: string | null;
  address: string | null;
  children: number;
  /** The school's own guardian fields the reader may see (custom-fields). */
  custom_fields?: Record<string, unknown>;
};

/** /guardian/{id}: one guardian's page. */
export function GuardianProfile({ id }: { id: number }) {
  const t = useTranslations('people');
  const query = useQuery({
    queryKey: GUARDIAN.queryKey(id),
    queryFn: async () =>
      (await apiFetch<{ data: Guardian & { students: StudentRow[] } }>(`/api/guardians/${id}`))
        .data,
  });
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">
        {t('guardianProfile.loadFailed', { message: query.error.message })}
      </Alert>
    );
  const g = query.data;
  return (
    <Card as="section" className="mb-4 print-plain" aria-labelledby="guardian-name">
      <Card.Body>
        <RecordHeading id="guardian-name" name={g.full_name} />
        <Facts
          rows={[
            [t('staffFields.email'), g.email],
            [t('guardianTable.phone'), g.phone],
            [t('guardianScreen.occupation'), g.occupation],
            [t('guardianScreen.address'), g.address],
          ]}
        />
        <CustomFieldValues entity="guardian" values={g.custom_fields ?? {}} />
        <h2 className="h6">{t('guardianScreen.children')}</h2>
        {g.students.length === 0 ? (
          <p className="text-body-secondary">{t('guardianProfile.noChildren')}</p>
        ) : (
          <ul>
            {g.students.map((s) => (
              <li key={s.id}>
                <Link href={studentPath(s.id)}>{fullName(s)}</Link> · {s.class_section_name} ·{' '}
                {s.admission_no}
              </li>
            ))}
          </ul>
        )}
        <SentToGuardian userId={g.id} />
      </Card.Body>
    </Card>
  );
}
