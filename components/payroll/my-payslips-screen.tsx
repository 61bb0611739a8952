'use client';
/** A staff member's own payslips (finalised runs), each printable. */
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import type { Payslip } from './payslip-view';

export function MyPayslipsScreen() {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const list = useList<Payslip>('/api/payslips');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('titles.myPayslips')}
      </h1>
      <DataTable
        title={t('titles.myPayslips')}
        list={list}
        columns={[
          { header: t('runs.month'), sort: 'month', cell: (s) => s.month },
          { header: t('slips.earnings'), cell: (s) => format.money(s.earnings) },
          { header: t('slips.deductions'), cell: (s) => format.money(s.deductions) },
          { header: t('slips.net'), cell: (s) => format.money(s.net) },
          {
            header: t('slips.paidOn'),
            cell: (s) => (s.paid_on ? format.date(s.paid_on) : t('slips.notYet')),
          },
        ]}
        actions={(s) => (
          <a
            className="btn btn-sm btn-outline-secondary"
            href={`/api/payslips/${s.id}.pdf`}
            target="_blank"
            rel="noreferrer"
            aria-label={t('slips.printOf', { name: s.month })}
          >
            {t('slips.pdf')}
          </a>
        )}
        emptyText={t('slips.emptyMine')}
      />
    </section>
  );
}
