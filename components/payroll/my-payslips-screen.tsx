'use client';
/** A staff member's own payslips (finalised runs), each printable. */
import { DataTable } from '@/components/ui/data-table';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import type { Payslip } from './payslip-view';

export function MyPayslipsScreen() {
  const format = useSchoolFormat();
  const list = useList<Payslip>('/api/payslips');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        My payslips
      </h1>
      <DataTable
        title="My payslips"
        list={list}
        columns={[
          { header: 'Month', sort: 'month', cell: (s) => s.month },
          { header: 'Earnings', cell: (s) => format.money(s.earnings) },
          { header: 'Deductions', cell: (s) => format.money(s.deductions) },
          { header: 'Net', cell: (s) => format.money(s.net) },
          { header: 'Paid on', cell: (s) => (s.paid_on ? format.date(s.paid_on) : 'Not yet') },
        ]}
        actions={(s) => (
          <a
            className="btn btn-sm btn-outline-secondary"
            href={`/api/payslips/${s.id}.pdf`}
            target="_blank"
            rel="noreferrer"
            aria-label={`Print the payslip of ${s.month}`}
          >
            PDF
          </a>
        )}
        emptyText="No payslip yet: they appear here once a month's payroll is finalised."
      />
    </section>
  );
}
