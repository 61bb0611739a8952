'use client';
/**
 * A staff member's profile (issue 29): photo, name and status over the staff tabs, the open one
 * in the address. The teacher's page (/teacher/teacher-details/{id}) and the staff member's
 * (/staff/{id}) share it; each gives its own overview.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { CustomFieldValues } from '@/components/custom-fields/custom-field-values';
import { usePeopleWords } from '@/components/people/people-words';
import type { StaffRow } from '@/components/people/staff-screen';
import { Facts, RecordHeading } from '@/components/ui/record-view';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import { ProfileTabs } from './profile-tabs';
import { staffTabs } from './staff-tabs';

export type StaffMember = StaffRow & {
  image?: string | null;
  custom_fields?: Record<string, unknown>;
};

export function StaffProfileFrame({
  member,
  overview,
}: {
  member: StaffMember;
  overview: () => ReactNode;
}) {
  const t = useTranslations('people');
  const tp = useTranslations('profile');
  const { can, hasRole, ready } = usePermissions();
  return (
    <Card as="section" className="mb-4 print-plain" aria-labelledby="staff-name">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start gap-3">
          {member.image && (
            // eslint-disable-next-line @next/next/no-img-element -- a small avatar file; the image optimiser adds code and nothing else here
            <img
              src={member.image}
              alt={t('profile.photoOf', { name: member.full_name })}
              width={96}
              height={96}
              className="rounded"
            />
          )}
          <div className="flex-grow-1">
            <RecordHeading
              id="staff-name"
              name={member.full_name}
              after={<StatusBadge status={member.status} />}
            />
          </div>
        </div>
        {ready ? (
          <ProfileTabs
            id={`staff-${member.id}-tabs`}
            inUrl
            tabs={staffTabs({
              userId: member.id,
              overview,
              can,
              schoolAdmin: hasRole('School Admin'),
              t: tp,
            })}
          />
        ) : (
          <Spinner animation="border" size="sm" role="status" />
        )}
      </Card.Body>
    </Card>
  );
}

/** What every staff profile's overview starts with: their details and the school's own fields. */
export function StaffFacts({ member }: { member: StaffMember }) {
  const t = useTranslations('people');
  const tp = useTranslations('profile');
  const words = usePeopleWords();
  return (
    <>
      <Facts
        rows={[
          [t('staffFields.email'), member.email],
          [t('guardianTable.phone'), member.phone],
          [tp('staff.roles'), member.roles.join(', ')],
          [t('staffFields.qualification'), member.qualification],
          [t('staff.joined'), member.joining_date],
          [t('staffFields.salaryBasis'), words.word('salaryBasis', member.salary_basis) || null],
        ]}
      />
      <CustomFieldValues entity="staff" values={member.custom_fields ?? {}} />
    </>
  );
}

/** /staff/{id}: any staff member, for holders of staff-list. */
export function StaffMemberProfile({ id }: { id: number }) {
  const t = useTranslations('people');
  const query = useQuery({
    queryKey: ['staff-profile', id],
    queryFn: async () => (await apiFetch<{ data: StaffMember }>(`/api/staff/${id}`)).data,
  });
  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">{t('teachers.loadFailed', { message: query.error.message })}</Alert>
    );
  const member = query.data;
  return <StaffProfileFrame member={member} overview={() => <StaffFacts member={member} />} />;
}
