'use client';
/** A student's overview tab: their details and the school's own fields, contacts, siblings, class history. */
import { useTranslations } from 'use-intl';
import { CustomFieldValues } from '@/components/custom-fields/custom-field-values';
import { usePeopleWords } from '@/components/people/people-words';
import { StudentHistory } from '@/components/people/student-history';
import type { StudentProfileData } from '@/components/people/student-types';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StudentSiblings } from './student-siblings';

export function StudentOverview({ student: s }: { student: StudentProfileData }) {
  const t = useTranslations('people');
  const tp = useTranslations('profile');
  const words = usePeopleWords();
  const format = useSchoolFormat();
  const primary = s.guardians.find((g) => g.is_primary) ?? s.guardians[0];
  return (
    <>
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
      <CustomFieldValues entity="student" values={s.custom_fields ?? {}} />
      <h2 className="h6">{tp('overview.contacts')}</h2>
      {primary ? (
        <p data-testid="primary-contact">
          {primary.full_name} · {words.word('relation', primary.relation)} ·{' '}
          {primary.phone ? <a href={`tel:${primary.phone}`}>{primary.phone}</a> : '—'} ·{' '}
          <a href={`mailto:${primary.email}`}>{primary.email}</a>
        </p>
      ) : (
        <p className="text-body-secondary">{t('guardianTable.none')}</p>
      )}
      <h2 className="h6">{tp('overview.siblings')}</h2>
      <StudentSiblings studentId={s.id} guardians={s.guardians} />
      <h2 className="h6 mt-3">{t('history.title')}</h2>
      <StudentHistory history={s.history} />
    </>
  );
}
