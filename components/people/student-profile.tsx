'use client';
/** One student's profile: details, guardians, history; edit and status changes for those allowed. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { RecordCrumb } from '@/components/shell/breadcrumb';
import { PrintButton } from '@/components/ui/print-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import { usePeopleWords } from './people-words';
import { STUDENT } from './record-kinds';
import { StudentEditForm } from './student-edit-form';
import { HistoryButton } from '@/components/audit/history-button';
import { StudentGuardians } from './student-guardians';
import { StudentHistory } from './student-history';
import { StudentStatusForm } from './student-status-form';
import { fullName, type StudentProfileData } from './student-types';

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
  const { can } = usePermissions();
  const [editing, setEditing] = useState(false);
  const format = useSchoolFormat();
  const [statusTo, setStatusTo] = useState<'left' | 'active' | null>(null);
  const t = useTranslations('people');
  const words = usePeopleWords();

  if (query.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (query.isError)
    return (
      <Alert variant="danger">{t('profile.loadFailed', { message: query.error.message })}</Alert>
    );
  const s = query.data;
  const name = fullName(s);
  const headingId = `student-${s.id}-name`;
  const Heading = onClose ? 'h2' : 'h1';
  const Subheading = onClose ? 'h3' : 'h2';
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
        ) : (
          <dl className="row">
            <dt className="col-sm-3">{t('student.gender')}</dt>
            <dd className="col-sm-3">{words.word('gender', s.gender)}</dd>
            <dt className="col-sm-3">{t('student.dateOfBirth')}</dt>
            <dd className="col-sm-3">{format.date(s.date_of_birth)}</dd>
            <dt className="col-sm-3">{t('student.admissionDate')}</dt>
            <dd className="col-sm-3">{format.date(s.admission_date)}</dd>
            <dt className="col-sm-3">{t('profile.email')}</dt>
            <dd className="col-sm-3">{s.email ?? '—'}</dd>
            <dt className="col-sm-3">{t('student.currentAddress')}</dt>
            <dd className="col-sm-9">{s.current_address ?? '—'}</dd>
          </dl>
        )}
        <Subheading className="h6 mt-3">{t('guardians.legend')}</Subheading>
        <StudentGuardians guardians={s.guardians} />
        <Subheading className="h6 mt-3">{t('history.title')}</Subheading>
        <StudentHistory history={s.history} />
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
