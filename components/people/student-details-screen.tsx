'use client';
/**
 * /student/student-details: the searched, filtered list of students. Each student opens on
 * a page of its own (/student/student-details/{id}); admitting and importing are one click
 * away, here and in the empty list.
 */
import Link from 'next/link';
import { useState } from 'react';
import { usePermissions } from '@/components/ui/use-permissions';
import { StudentList, type StudentFilters } from './student-list';

export function StudentDetailsScreen({ guardianId }: { guardianId?: number }) {
  const { can } = usePermissions();
  const [filters, setFilters] = useState<StudentFilters>({
    class_section_id: '',
    status: '',
    guardian_id: guardianId ? String(guardianId) : '',
  });
  const addLinks = (
    <>
      {can('student-create') && (
        <Link className="btn btn-primary" href="/student/student-admission">
          Admit a student
        </Link>
      )}
      {can('student-bulk-import') && (
        <Link className="btn btn-outline-secondary" href="/student/add-bulk-data">
          Import
        </Link>
      )}
    </>
  );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Student Details</h1>
        <div className="d-flex gap-2 no-print">{addLinks}</div>
      </div>
      <StudentList filters={filters} onFilters={setFilters} emptyActions={addLinks} />
    </>
  );
}
