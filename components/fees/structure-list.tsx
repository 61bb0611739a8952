'use client';
/**
 * Fee structures by class with their compulsory totals, version and (for staff) how many
 * students are assigned; a Guardian sees their children's classes' only, without that count
 * (the API leaves it out, so the column goes). "Assign" and "Edit" for those allowed (an edit
 * of a structure students owe makes its next version; older versions stay listed, marked
 * replaced).
 */
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useFeeOptions } from './shared';

export type StructureRow = {
  id: number;
  name: string;
  session_year_name: string | null;
  class_names: string | null;
  due_date: string;
  version: number;
  superseded: boolean;
  compulsory_total: number;
  /** Staff only: a Guardian's rows (their children's classes' structures) carry no count. */
  assigned_students?: number;
};

export function StructureList() {
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const [sessionYear, setSessionYear] = useUrlFilter('session_year_id');
  const [classId, setClassId] = useUrlFilter('class_id');
  const [current, setCurrent] = useUrlFilter('current', 'true');
  const list = useList<StructureRow>('/api/fee-structures', {
    session_year_id: sessionYear,
    class_id: classId,
    current,
  });
  const rows = list.query.data?.data;
  const showsCounts = !rows?.length || rows.some((r) => r.assigned_students !== undefined);
  return (
    <>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h1 className="h3 mb-0">Fee structures</h1>
        {can('fees-create') && (
          <Link href="/fees/create-fees-structure" className="btn btn-primary">
            Create fee structure
          </Link>
        )}
      </div>
      <DataTable<StructureRow>
        title="Fee structures"
        list={list}
        emptyText="No fee structure yet: create one for a class."
        filters={
          <>
            <FilterSelect
              id="filter-session"
              label="Session year"
              all="All years"
              value={sessionYear}
              onChange={setSessionYear}
              options={useFeeOptions('session_year_all')}
            />
            <FilterSelect
              id="filter-class"
              label="Class"
              all="All classes"
              value={classId}
              onChange={setClassId}
              options={useFeeOptions('classes')}
            />
            <FilterSelect
              id="filter-current"
              label="Versions"
              all="All versions"
              value={current}
              onChange={setCurrent}
              options={[
                { value: 'true', label: 'Current only' },
                { value: 'false', label: 'Replaced only' },
              ]}
            />
          </>
        }
        columns={[
          { header: 'Name', sort: 'name', cell: (r) => r.name },
          { header: 'Classes', cell: (r) => r.class_names ?? '' },
          { header: 'Session', cell: (r) => r.session_year_name ?? '' },
          { header: 'Due', sort: 'due_date', cell: (r) => format.date(r.due_date) },
          { header: 'Compulsory total', cell: (r) => format.money(r.compulsory_total) },
          ...(showsCounts
            ? [{ header: 'Students assigned', cell: (r: StructureRow) => r.assigned_students }]
            : []),
          {
            header: 'Version',
            cell: (r) => (
              <>
                {r.version} {r.superseded && <StatusBadge status="replaced" />}
              </>
            ),
          },
        ]}
        actions={(r) =>
          r.superseded ? null : (
            <div className="d-inline-flex gap-1">
              {can('fees-class-create') && (
                <Link
                  className="btn btn-sm btn-outline-primary"
                  href={`/fees/assign-student-fees?structure_id=${r.id}`}
                >
                  Assign
                </Link>
              )}
              {can('fees-edit') && (
                <Link
                  className="btn btn-sm btn-outline-secondary"
                  href={`/fees/create-fees-structure?edit=${r.id}`}
                  aria-label={`Edit ${r.name}`}
                >
                  Edit
                </Link>
              )}
            </div>
          )
        }
      />
    </>
  );
}
