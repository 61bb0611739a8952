'use client';
/**
 * A student's fees on their profile: the balance, each due with what is still owed, and the
 * payments with their receipts and credit notes (refunds). Read from the fees module's answer
 * for one student (`/api/students/{id}/fees`, fees-list or that child's guardian); collecting
 * stays on the fees screens, linked from here for those who may.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { PaymentsTable } from '@/components/fees/payments-table';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePermissions } from '@/components/ui/use-permissions';
import type { StudentFees } from '@/lib/api/modules/fees/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { TabState } from './tab-state';

export function FeesTab({ studentId }: { studentId: number }) {
  const t = useTranslations('fees');
  const tp = useTranslations('profile');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const fees = useQuery({
    queryKey: ['student-fees', String(studentId), 'profile'],
    queryFn: async () =>
      (await apiFetch<{ data: StudentFees & { as_of: string } }>(`/api/students/${studentId}/fees`))
        .data,
  });
  return (
    <TabState query={fees}>
      {(f) => (
        <>
          <p>
            {t('collect.balanceAsOf', { date: format.date(f.as_of) })}{' '}
            <strong data-testid="profile-fee-balance">{format.money(f.balance.balance)}</strong>
            {can('fees-create') && (
              <Link className="ms-3" href={`/fees/student-fees?student_id=${studentId}`}>
                {t('collect.title')}
              </Link>
            )}
          </p>
          <h2 className="h6">{tp('fees.dues')}</h2>
          <Table responsive size="sm" className="data-table-stack">
            <thead>
              <tr>
                <th scope="col">{t('collect.due')}</th>
                <th scope="col">{t('collect.dueDate')}</th>
                <th scope="col" className="text-end">
                  {t('collect.amount')}
                </th>
                <th scope="col" className="text-end">
                  {t('collect.paid')}
                </th>
                <th scope="col" className="text-end">
                  {t('collect.outstanding')}
                </th>
                <th scope="col">{t('collect.status')}</th>
              </tr>
            </thead>
            <tbody>
              {f.dues.map((d) => (
                <tr key={d.id}>
                  <td data-label={t('collect.due')}>{d.label}</td>
                  <td data-label={t('collect.dueDate')}>{format.date(d.due_date)}</td>
                  <td data-label={t('collect.amount')} className="text-end">
                    {format.money(d.amount + d.late_fee - d.waived)}
                  </td>
                  <td data-label={t('collect.paid')} className="text-end">
                    {format.money(d.paid)}
                  </td>
                  <td data-label={t('collect.outstanding')} className="text-end">
                    {format.money(d.outstanding)}
                  </td>
                  <td data-label={t('collect.status')}>
                    <StatusBadge status={d.status} />
                  </td>
                </tr>
              ))}
              {!f.dues.length && (
                <tr>
                  <td colSpan={6} className="text-body-secondary">
                    {t('collect.noDues')}
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
          <h2 className="h6">{t('collect.payments')}</h2>
          <PaymentsTable payments={f.payments} />
        </>
      )}
    </TabState>
  );
}
