'use client';
/**
 * A staff member's pay on their profile, for holders of payroll-list: the current salary
 * structure and their payslips (each opening its PDF). Read from the payroll module's lists
 * filtered to the person (`user_id`).
 */
import { useQuery } from '@tanstack/react-query';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { apiFetch } from '@/lib/client/api-fetch';
import { TabState } from './tab-state';

type Structure = { id: number; basic: number; effective_from: string };
type Payslip = {
  id: number;
  month: string;
  run_status: string;
  net: number;
  paid_on: string | null;
};

export function SalaryTab({ userId }: { userId: number }) {
  const t = useTranslations('profile');
  const format = useSchoolFormat();
  const pay = useQuery({
    queryKey: ['profile-salary', userId],
    queryFn: async () => {
      const [structures, payslips] = await Promise.all([
        apiFetch<{ data: Structure[] }>(`/api/salary-structures?user_id=${userId}&current=true`),
        apiFetch<{ data: Payslip[] }>(`/api/payslips?user_id=${userId}&sort=-month&per_page=24`),
      ]);
      return { structure: structures.data[0], payslips: payslips.data };
    },
  });
  return (
    <TabState query={pay}>
      {({ structure, payslips }) => (
        <>
          <h2 className="h6">{t('staff.structure')}</h2>
          {structure ? (
            <p data-testid="salary-structure">
              {t('staff.basic')}: <strong>{format.money(structure.basic)}</strong> ·{' '}
              {t('staff.effectiveFrom')} {format.date(structure.effective_from)}
            </p>
          ) : (
            <p className="text-body-secondary">{t('staff.noStructure')}</p>
          )}
          <h2 className="h6">{t('staff.payslips')}</h2>
          {payslips.length === 0 ? (
            <p className="text-body-secondary">{t('staff.noPayslips')}</p>
          ) : (
            <Table responsive size="sm" className="data-table-stack">
              <thead>
                <tr>
                  <th scope="col">{t('staff.month')}</th>
                  <th scope="col" className="text-end">
                    {t('staff.net')}
                  </th>
                  <th scope="col">{t('staff.status')}</th>
                </tr>
              </thead>
              <tbody>
                {payslips.map((p) => (
                  <tr key={p.id}>
                    <td data-label={t('staff.month')}>
                      <a href={`/api/payslips/${p.id}.pdf`} target="_blank" rel="noopener">
                        {p.month}
                      </a>
                    </td>
                    <td data-label={t('staff.net')} className="text-end">
                      {format.money(p.net)}
                    </td>
                    <td data-label={t('staff.status')}>
                      <StatusBadge status={p.paid_on ? 'paid' : p.run_status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </TabState>
  );
}
