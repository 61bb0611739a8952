'use client';
/** The student list: search, filters by class-section, status and guardian, and a profile link. */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { STUDENT_STATUSES } from '@/lib/db/schema/people-values';
import { GuardianFilter } from './guardian-filter';
import { studentPath } from './record-kinds';
import { toOptions, usePeopleLookups } from './lookups';
import { usePeopleWords } from './people-words';
import { fullName, type StudentRow } from './student-types';
import {
  CustomFieldFilters,
  useCustomFieldColumns,
  useCustomFieldParams,
} from '@/components/custom-fields/list-filters';

export type StudentFilters = { class_section_id: string; status: string; guardian_id: string };

export function StudentList({
  filters,
  onFilters,
  emptyActions,
  more,
}: {
  filters: StudentFilters;
  onFilters: (f: StudentFilters) => void;
  emptyActions?: ReactNode;
  /** Filters other areas add (documents' "missing document"): their API parameters and control. */
  more?: { params: Record<string, string>; control: ReactNode };
}) {
  const customParams = useCustomFieldParams();
  const list = useList<StudentRow>('/api/students', { ...filters, ...customParams, ...more?.params });
  const customColumns = useCustomFieldColumns<StudentRow>('student');
  const { classSections } = usePeopleLookups();
  const set = (patch: Partial<StudentFilters>) => onFilters({ ...filters, ...patch });
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const words = usePeopleWords();

  const columns: Column<StudentRow>[] = [
    { header: t('list.admissionNo'), sort: 'admission_no', cell: (s) => s.admission_no },
    {
      header: t('list.name'),
      sort: 'name',
      cell: (s) => <Link href={studentPath(s.id)}>{fullName(s)}</Link>,
    },
    { header: t('list.classSection'), cell: (s) => s.class_section_name },
    { header: t('list.roll'), sort: 'roll_number', cell: (s) => s.roll_number ?? '—' },
    { header: t('list.session'), cell: (s) => s.session_year_name },
    { header: t('list.admitted'), cell: (s) => format.date(s.admission_date) },
    {
      header: t('list.status'),
      cell: (s) => <StatusBadge status={s.status} />,
    },
    ...customColumns,
  ];

  return (
    <DataTable
      title={t('list.title')}
      list={list}
      columns={columns}
      emptyText={t('list.empty')}
      emptyActions={emptyActions}
      filters={
        <>
          <FilterSelect
            id="filter-class-section"
            label={t('list.classSection')}
            all={t('list.all')}
            value={filters.class_section_id}
            onChange={(class_section_id) => set({ class_section_id })}
            options={toOptions(classSections)}
          />
          <FilterSelect
            id="filter-status"
            label={t('list.status')}
            all={t('list.all')}
            value={filters.status}
            onChange={(status) => set({ status })}
            options={words.options('status', STUDENT_STATUSES)}
          />
          <GuardianFilter
            guardianId={filters.guardian_id}
            onChange={(guardian_id) => set({ guardian_id })}
          />
          <CustomFieldFilters entity="student" />
          {more?.control}
        </>
      }
      actions={(s) => (
        <Link
          className="btn btn-sm btn-outline-primary"
          href={studentPath(s.id)}
          aria-label={t('list.viewOf', { name: fullName(s) })}
        >
          {t('list.view')}
        </Link>
      )}
    />
  );
}
