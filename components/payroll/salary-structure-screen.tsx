'use client';
/**
 * Salary structures: the active staff with their current basic salary, a page at a time,
 * searchable by name or role, filtered by whether a salary is set, with a CSV of the whole
 * filter. "Set salary" saves a new version (basic, the allowances and deductions that apply
 * with an optional own amount, effective from a month), "History" lists the versions.
 * Nothing is overwritten.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { StructureForm } from './structure-form';
import { StructureHistory } from './structure-history';

export type StaffRow = {
  id: number;
  name: string;
  roles: string[];
  structure: { id: number; basic: number; effective_from: string } | null;
};

function useColumns(): Column<StaffRow>[] {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  return [
    { header: t('slips.staffMember'), cell: (r) => r.name, sort: 'name' },
    { header: t('structure.roles'), cell: (r) => r.roles.join(', ') },
    {
      header: t('structure.basicSalary'),
      cell: (r) => (r.structure ? format.money(r.structure.basic) : '—'),
      sort: 'basic',
    },
    {
      header: t('structure.effectiveFrom'),
      cell: (r) => r.structure?.effective_from ?? t('structure.noneYet'),
      sort: 'effective_from',
    },
  ];
}

export function SalaryStructureScreen() {
  const t = useTranslations('payroll');
  const columns = useColumns();
  const { can } = usePermissions();
  const invalidate = useInvalidateAfterWrite();
  const [structure, setStructure] = useUrlFilter('structure');
  const list = useList<StaffRow>('/api/payroll-staff', { structure });
  const [editing, setEditing] = useState<StaffRow | null>(null);
  const [history, setHistory] = useState<StaffRow | null>(null);
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('titles.salaryStructure')}
      </h1>
      <DataTable
        title={t('structure.tableTitle')}
        list={list}
        columns={columns}
        emptyText={t('structure.empty')}
        filters={
          <FilterSelect
            id="structure-filter"
            label={t('structure.salary')}
            all={t('structure.everyone')}
            value={structure}
            onChange={setStructure}
            options={[
              { value: 'set', label: t('structure.salarySet') },
              { value: 'none', label: t('structure.noSalary') },
            ]}
          />
        }
        actions={(r) => (
          <div className="d-inline-flex gap-1">
            {can('payroll-create') && (
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => setEditing(r)}
                aria-label={t('structure.setOf', { name: r.name })}
              >
                {t('structure.set')}
              </Button>
            )}
            {r.structure && (
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => setHistory(r)}
                aria-label={t('structure.historyOf', { name: r.name })}
              >
                {t('structure.history')}
              </Button>
            )}
          </div>
        )}
      />
      {editing && (
        <StructureForm
          staff={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void invalidate();
          }}
        />
      )}
      {history && <StructureHistory staff={history} onDone={() => setHistory(null)} />}
    </section>
  );
}
