'use client';
/** The student list: search, filters by class-section, status and guardian, and a profile link. */
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { STUDENT_STATUSES } from '@/lib/db/schema/people-values';
import { GuardianFilter } from './guardian-filter';
import { sentenceCase, toOptions, usePeopleLookups } from './lookups';
import { fullName, type StudentRow } from './student-types';

export type StudentFilters = { class_section_id: string; status: string; guardian_id: string };

const STATUS_VARIANT = { active: 'success', left: 'secondary', alumni: 'info' } as const;

export function StudentList({
  filters,
  onFilters,
  onOpen,
}: {
  filters: StudentFilters;
  onFilters: (f: StudentFilters) => void;
  onOpen: (id: number) => void;
}) {
  const list = useList<StudentRow>('/api/students', filters);
  const { classSections } = usePeopleLookups();
  const set = (patch: Partial<StudentFilters>) => onFilters({ ...filters, ...patch });
  const format = useSchoolFormat();

  const columns: Column<StudentRow>[] = [
    { header: 'Admission no.', sort: 'admission_no', cell: (s) => s.admission_no },
    { header: 'Name', sort: 'name', cell: (s) => fullName(s) },
    { header: 'Class-section', cell: (s) => s.class_section_name },
    { header: 'Roll', sort: 'roll_number', cell: (s) => s.roll_number ?? '—' },
    { header: 'Session', cell: (s) => s.session_year_name },
    { header: 'Admitted', cell: (s) => format.date(s.admission_date) },
    {
      header: 'Status',
      cell: (s) => <Badge bg={STATUS_VARIANT[s.status]}>{sentenceCase(s.status)}</Badge>,
    },
  ];

  return (
    <DataTable
      title="Students"
      list={list}
      columns={columns}
      emptyText="No students match these filters."
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
        <Button size="sm" variant="outline-primary" onClick={() => onOpen(s.id)}>
          View {fullName(s)}
        </Button>
      )}
    />
  );
}
