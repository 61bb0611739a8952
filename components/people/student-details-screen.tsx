'use client';
/** /student/student-details: the searched, filtered list and the open student's profile. */
import { useState } from 'react';
import { StudentList, type StudentFilters } from './student-list';
import { StudentProfile } from './student-profile';

export function StudentDetailsScreen({
  studentId,
  guardianId,
}: {
  studentId?: number;
  guardianId?: number;
}) {
  const [open, setOpen] = useState<number | undefined>(studentId);
  const [filters, setFilters] = useState<StudentFilters>({
    class_section_id: '',
    status: '',
    guardian_id: guardianId ? String(guardianId) : '',
  });
  return (
    <>
      {open !== undefined && (
        <StudentProfile key={open} id={open} onClose={() => setOpen(undefined)} />
      )}
      <StudentList
        filters={filters}
        onFilters={setFilters}
        onOpen={(id) => {
          setOpen(id);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
