'use client';
/** The student list: search, filters by class-section, status and guardian, and a profile link. */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { STUDENT_STATUSES } from '@/lib/db/schema/people-values';
import { GuardianFilter } from './guardian-filter';
import { studentPath } from './record-kinds';
import { sentenceCase, toOptions, usePeopleLookups } from './lookups';
import { fullName, type StudentRow } from './student-types';

export type StudentFilters = { class_section_id: string; status: string; guardian_id: string };

export function StudentList({
  filters,
  onFilters,
  emptyActions,
}: {
  filters: StudentFilters;
  onFilters: (f: StudentFilters) => void;
  emptyActions?: ReactNode;
}) {
  const list = useList<StudentRow>('/api/students', filters);
  const { classSections } = usePeopleLookups();
  const set = (patch: Partial<StudentFilters>) => onFilters({ ...filters, ...patch });
  const format = useSchoolFormat();

  const columns: Column<StudentRow>[] = [
    { header: 'Admission no.', sort: 'admission_no', cell: (s) => s.admission_no },
    {
      header: 'Name',
      sort: 'name',
      cell: (s) => <Link href={studentPath(s.id)}>{fullName(s)}</Link>,
    },
    { header: 'Class-section', cell: (s) => s.class_section_name },
    { header: 'Roll', sort: 'roll_number', cell: (s) => s.roll_number ?? '—' },
    { header: 'Session', cell: (s) => s.session_year_name },
    { header: 'Admitted', cell: (s) => format.date(s.admission_date) },
    {
      header: 'Status',
      cell: (s) => <StatusBadge status={s.status} />,
    },
  ];

  return (
    <DataTable
      title="Students"
      list={list}
      columns={columns}
      emptyText="No students yet — admit a student or import a list."
      emptyActions={emptyActions}
      filters={
        <>
          <FilterSelect
            id="filter-class-section"
            label="Class-section"
            all="All"
            value={filters.class_section_id}
            onChange={(class_section_id) => set({ class_section_id })}
            options={toOptions(classSections)}
          />
          <FilterSelect
            id="filter-status"
            label="Status"
            all="All"
            value={filters.status}
            onChange={(status) => set({ status })}
            options={STUDENT_STATUSES.map((s) => ({ value: s, label: sentenceCase(s) }))}
          />
          <GuardianFilter
            guardianId={filters.guardian_id}
            onChange={(guardian_id) => set({ guardian_id })}
          />
        </>
      }
      actions={(s) => (
        <Link
          className="btn btn-sm btn-outline-primary"
          href={studentPath(s.id)}
          aria-label={`View ${fullName(s)}`}
        >
          View
        </Link>
      )}
    />
  );
}
