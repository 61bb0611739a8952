'use client';
/** /student/student-details: the searched, filtered list and the open student's profile. */
import { useState } from 'react';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { StudentList } from './student-list';
import { StudentProfile } from './student-profile';

export function StudentDetailsScreen({
  studentId,
  guardianId,
}: {
  studentId?: number;
  guardianId?: number;
}) {
  const [open, setOpen] = useState<number | undefined>(studentId);
  const [classSectionId, setClassSectionId] = useUrlFilter('class_section_id');
  const [status, setStatus] = useUrlFilter('status');
  // A guardian's "view children" link names them as ?guardian=.
  const [guardian, setGuardian] = useUrlFilter('guardian_id', guardianId ? String(guardianId) : '');
  const filters = { class_section_id: classSectionId, status, guardian_id: guardian };
  return (
    <>
      {open !== undefined && (
        <StudentProfile key={open} id={open} onClose={() => setOpen(undefined)} />
      )}
      <StudentList
        filters={filters}
        onFilters={(next) => {
          if (next.class_section_id !== classSectionId) setClassSectionId(next.class_section_id);
          if (next.status !== status) setStatus(next.status);
          if (next.guardian_id !== guardian) setGuardian(next.guardian_id);
        }}
        onOpen={(id) => {
          setOpen(id);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
