'use client';
/**
 * Fee structures by class (several per class: tuition, transport, hostel, optional ones, told
 * apart by name, kind and an "optional" mark) with their compulsory totals, version and (for staff) how many
 * students are assigned; a Guardian sees their children's classes' only, without that count
 * (the API leaves it out, so the column goes). "Assign" and "Edit" for those allowed (an edit
 * of a structure students owe makes its next version; older versions stay listed, marked
 * replaced).
 */
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StructureKind } from '@/lib/db/schema/fees-values';
import { useFeeOptions } from './shared';
import { useStructureKinds } from './structure-kinds';

export type StructureRow = {
  id: number;
  name: string;
  kind: StructureKind;
  optional: boolean;
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
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const [sessionYear, setSessionYear] = useUrlFilter('session_year_id');
  const [classId, setClassId] = useUrlFilter('class_id');
  const [kind, setKind] = useUrlFilter('kind');
  const kinds = useStructureKinds();
  const kindLabel = (k: StructureKind) => kinds.find((o) => o.value === k)?.label ?? k;
  const [current, setCurrent] = useUrlFilter('current', 'true');
  const list = useList<StructureRow>('/api/fee-structures', {
    session_year_id: sessionYear,
    class_id: classId,
    kind,
    current,
  });
  const rows = list.query.data?.data;
  const showsCounts = !rows?.length || rows.some((r) => r.assigned_students !== undefined);
  return (
    <>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h1 className="h3 mb-0">{t('structures.title')}</h1>
        {can('fees-create') && (
          <Link href="/fees/create-fees-structure" className="btn btn-primary">
            {t('structures.create')}
          </Link>
        )}
      </div>
      <DataTable<StructureRow>
        title={t('structures.title')}
        list={list}
        emptyText={t('structures.empty')}
        filters={
          <>
            <FilterSelect
              id="filter-session"
              label={t('structures.sessionYear')}
              all={t('structures.allYears')}
              value={sessionYear}
              onChange={setSessionYear}
              options={useFeeOptions('session_year_all')}
            />
            <FilterSelect
              id="filter-class"
              label={t('structures.class')}
              all={t('structures.allClasses')}
              value={classId}
              onChange={setClassId}
              options={useFeeOptions('classes')}
            />
            <FilterSelect
              id="filter-kind"
              label={t('structures.kind')}
              all={t('structures.allKinds')}
              value={kind}
              onChange={setKind}
              options={kinds}
            />
            <FilterSelect
              id="filter-current"
              label={t('structures.versions')}
              all={t('structures.allVersions')}
              value={current}
              onChange={setCurrent}
              options={[
                { value: 'true', label: t('structures.currentOnly') },
                { value: 'false', label: t('structures.replacedOnly') },
              ]}
            />
          </>
        }
        columns={[
          { header: t('structures.name'), sort: 'name', cell: (r) => r.name },
          {
            header: t('structures.kind'),
            cell: (r) => (
              <>
                {kindLabel(r.kind)}
                {r.optional && (
                  <span className="badge text-bg-info ms-1">{t('kinds.optional')}</span>
                )}
              </>
            ),
          },
          { header: t('structures.classes'), cell: (r) => r.class_names ?? '' },
          { header: t('structures.session'), cell: (r) => r.session_year_name ?? '' },
          { header: t('structures.due'), sort: 'due_date', cell: (r) => format.date(r.due_date) },
          {
            header: t('structures.compulsoryTotal'),
            cell: (r) => format.money(r.compulsory_total),
          },
          ...(showsCounts
            ? [
                {
                  header: t('structures.studentsAssigned'),
                  cell: (r: StructureRow) => r.assigned_students,
                },
              ]
            : []),
          {
            header: t('structures.version'),
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
                  {t('structures.assign')}
                </Link>
              )}
              {can('fees-edit') && (
                <Link
                  className="btn btn-sm btn-outline-secondary"
                  href={`/fees/create-fees-structure?edit=${r.id}`}
                  aria-label={t('structures.editLabel', { name: r.name })}
                >
                  {t('structures.edit')}
                </Link>
              )}
            </div>
          )
        }
      />
    </>
  );
}
