'use client';
/**
 * A student's fees on their profile: the balance, each due with what is still owed, and the
 * payments with their receipts and credit notes (refunds). Read from the fees module's answer
 * for one student (`/api/students/{id}/fees`, fees-list or that child's guardian); collecting
 * stays on the fees screens, linked from here for those who may.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { DuesTable } from '@/components/fees/dues-table';
import { PaymentsTable } from '@/components/fees/payments-table';
import { useSchoolFormat } from '@/components/ui/school-format';
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
          <DuesTable dues={f.dues} amounts="net" />
          <h2 className="h6">{t('collect.payments')}</h2>
          <PaymentsTable payments={f.payments} />
        </>
      )}
    </TabState>
  );
}
