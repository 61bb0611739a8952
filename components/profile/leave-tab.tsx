'use client';
/**
 * One person's leave on their profile (a student's or a staff member's): the leave module's
 * list filtered to them — the approvers' list for those who decide leave, else the caller's own
 * and their children's (`/api/leaves`), newest first; a staff member's balances above them
 * (leave-balances.tsx). Applying and deciding stay on the leave screens.
 */
import { useQuery } from '@tanstack/react-query';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePermissions } from '@/components/ui/use-permissions';
import type { LeaveRequestRow } from '@/lib/api/modules/leave/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { LeaveBalances } from './leave-balances';
import { TabState } from './tab-state';

export function LeaveTab({
  person,
}: {
  person: { student_id: number } | { staff_user_id: number };
}) {
  const t = useTranslations('leave');
  const tp = useTranslations('profile');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const [filter, id] = Object.entries(person)[0] as [string, number];
  const path = can('approve-leave') ? '/api/leave-requests' : '/api/leaves';
  const leaves = useQuery({
    queryKey: ['profile-leave', path, filter, id],
    queryFn: async () =>
      (
        await apiFetch<{ data: LeaveRequestRow[] }>(
          `${path}?${filter}=${id}&sort=-start_date&per_page=50`,
        )
      ).data,
  });
  return (
    <>
      {filter === 'staff_user_id' && <LeaveBalances userId={id} />}
      <TabState query={leaves}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-body-secondary">{tp('leave.none')}</p>
          ) : (
            <Table responsive size="sm" className="data-table-stack">
              <thead>
                <tr>
                  <th scope="col">{t('list.type')}</th>
                  <th scope="col">{t('list.dates')}</th>
                  <th scope="col">{t('list.days')}</th>
                  <th scope="col">{t('list.reason')}</th>
                  <th scope="col">{t('list.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td data-label={t('list.type')}>{r.leave_type}</td>
                    <td data-label={t('list.dates')}>
                      {t('list.dateRange', {
                        start: format.date(r.start_date),
                        end: format.date(r.end_date),
                      })}
                    </td>
                    <td data-label={t('list.days')}>{r.days}</td>
                    <td data-label={t('list.reason')}>{r.reason}</td>
                    <td data-label={t('list.status')}>
                      <StatusBadge status={r.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </TabState>
    </>
  );
}
