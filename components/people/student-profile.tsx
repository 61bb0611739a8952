'use client';
/**
 * One student's profile: the header (photo, class, roll, status; edit and status changes for
 * those allowed) over the tabs of issue 29 (components/profile/student-tabs.tsx), the open one
 * in the address on the student's own page.
 */
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { RecordCrumb } from '@/components/shell/breadcrumb';
import { PrintButton } from '@/components/ui/print-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import { STUDENT } from './record-kinds';
import { HistoryButton } from '@/components/audit/history-button';
import { ProfileTabs } from '@/components/profile/profile-tabs';
import { studentTabs } from '@/components/profile/student-tabs';
import { fullName, type StudentProfileData } from './student-types';

// The edit and status forms (their schemas, the custom-field inputs) load when one is opened:
// the profile's own page stays within the route budget of 250 KB of first-load JS.
const StudentEditForm = dynamic(() => import('./student-edit-form').then((m) => m.StudentEditForm));
const StudentStatusForm = dynamic(() =>
  import('./student-status-form').then((m) => m.StudentStatusForm),
);

/**
 * On its own page (/student/student-details/{id}) the name is the page's heading; as a panel
 * (a guardian's children) it has a Close button and a second-level heading.
 */
export function StudentProfile({ id, onClose }: { id: number; onClose?: () => void }) {
  // Keyed under the lists so every write refreshes the open profile too.
  const query = useQuery({
    queryKey: STUDENT.queryKey(id),
    queryFn: async () => (await apiFetch<{ data: StudentProfileData }>(`/api/students/${id}`)).data,
  });
  const { can, hasRole, ready } = usePermissions();
  const tp = useTranslations('profile');
  const [editing, setEditing] = useState(false);
  const [statusTo, setStatusTo] = useState<'left' | 'active' | null>(null);
  const t = useTranslations('people');

  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">{t('profile.loadFailed', { message: query.error.message })}</Alert>
    );
  const s = query.data;
  const name = fullName(s);
  const headingId = `student-${s.id}-name`;
  const Heading = onClose ? 'h2' : 'h1';
  return (
    <Card as="section" className="mb-4 print-plain" aria-labelledby={headingId}>
      <RecordCrumb label={name} />
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
          {s.photo && (
            // eslint-disable-next-line @next/next/no-img-element -- photos are small files from /storage; the image optimiser adds code and nothing else here
            <img
              src={s.photo}
              alt={t('profile.photoOf', { name })}
              width={96}
              height={96}
              className="rounded"
            />
          )}
          <div>
            <Heading id={headingId} className="h4 mb-1">
              {name}
            </Heading>
            <div className="text-muted">
              {s.admission_no} · {s.class_section_name} · {s.session_year_name} ·{' '}
              {t('profile.roll', { roll: s.roll_number ?? '—' })} <StatusBadge status={s.status} />
            </div>
          </div>
          <div className="ms-auto d-flex flex-wrap gap-2 no-print">
            <PrintButton />
            {can('student-edit') && !editing && (
              <Button variant="outline-primary" onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </Button>
            )}
            {can('student-edit') && (
              <Button
                variant={s.status === 'active' ? 'outline-danger' : 'outline-success'}
                onClick={() => setStatusTo(s.status === 'active' ? 'left' : 'active')}
              >
                {s.status === 'active' ? t('status.markLeft') : t('status.makeActive')}
              </Button>
            )}
            <HistoryButton entity="students" entityId={s.id} label={name} />
            {onClose && (
              <Button variant="outline-secondary" onClick={onClose}>
                {t('profile.close')}
              </Button>
            )}
          </div>
        </div>
        {editing ? (
          <StudentEditForm student={s} onDone={() => setEditing(false)} />
        ) : ready ? (
          <ProfileTabs
            id={`student-${s.id}-tabs`}
            inUrl={!onClose}
            tabs={studentTabs({ student: s, can, guardian: hasRole('Guardian'), t: tp })}
          />
        ) : (
          <Spinner animation="border" size="sm" role="status" />
        )}
      </Card.Body>
      {statusTo && (
        <StudentStatusForm
          studentId={s.id}
          name={name}
          status={statusTo}
          onClose={() => setStatusTo(null)}
        />
      )}
    </Card>
  );
}
