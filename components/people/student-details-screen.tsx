'use client';
/**
 * /student/student-details: the searched, filtered list of students. Each student opens on
 * a page of its own (/student/student-details/{id}); admitting and importing are one click
 * away, here and in the empty list.
 */
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { useMissingDocumentsFilter } from '@/components/documents/missing-documents-filter';
import { StudentList } from './student-list';

/**
 * `canAdmit`/`canImport`/`canListDocumentTypes`: the user's permissions as the page's server
 * render knows them.
 */
export function StudentDetailsScreen({
  guardianId,
  canAdmit,
  canImport,
  canListDocumentTypes,
}: {
  guardianId?: number;
  canAdmit: boolean;
  canImport: boolean;
  canListDocumentTypes: boolean;
}) {
  const t = useTranslations('people');
  const [classSectionId, setClassSectionId] = useUrlFilter('class_section_id');
  const [status, setStatus] = useUrlFilter('status');
  // A guardian's "view children" link names them as ?guardian=.
  const [guardian, setGuardian] = useUrlFilter('guardian_id', guardianId ? String(guardianId) : '');
  const filters = { class_section_id: classSectionId, status, guardian_id: guardian };
  const missingDocuments = useMissingDocumentsFilter(canListDocumentTypes);
  const addLinks = (
    <>
      {canAdmit && (
        <Link className="btn btn-primary" href="/student/student-admission">
          {t('list.admit')}
        </Link>
      )}
      {canImport && (
        <Link className="btn btn-outline-secondary" href="/student/add-bulk-data">
          {t('list.import')}
        </Link>
      )}
    </>
  );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('pages.studentDetails')}</h1>
        <div className="d-flex gap-2 no-print">{addLinks}</div>
      </div>
      <StudentList
        filters={filters}
        onFilters={(next) => {
          if (next.class_section_id !== classSectionId) setClassSectionId(next.class_section_id);
          if (next.status !== status) setStatus(next.status);
          if (next.guardian_id !== guardian) setGuardian(next.guardian_id);
        }}
        emptyActions={addLinks}
        more={missingDocuments}
      />
    </>
  );
}
