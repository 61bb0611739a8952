'use client';
/**
 * A staff member's leave balances on their profile's leave tab
 * (`GET /api/staff/{id}/leave-balances`): per leave type of their roles, allowed, taken,
 * pending and left this session year. Only approvers who see every request may read it: for
 * anyone else (a Teacher deciding their class's leave) the API answers 404 and nothing is shown.
 */
import { useQuery } from '@tanstack/react-query';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';

type Balances = {
  session_year: { id: number; name: string };
  balances: {
    leave_type: { id: number; name: string; is_paid: boolean };
    allowed: number;
    taken: number;
    pending: number;
    left: number;
  }[];
};

/** Each figure and its header's key (literal, so the catalogue test sees each). */
const FIGURES = [
  ['allowed', 'leave.allowed'],
  ['taken', 'leave.taken'],
  ['pending', 'leave.pending'],
  ['left', 'leave.left'],
] as const;

export function LeaveBalances({ userId }: { userId: number }) {
  const t = useTranslations('profile');
  const tl = useTranslations('leave');
  const balances = useQuery({
    queryKey: ['profile-leave-balances', userId],
    queryFn: async () =>
      (await apiFetch<{ data: Balances }>(`/api/staff/${userId}/leave-balances`)).data,
    retry: (count, error) => !(error instanceof ApiRequestError) && count < 2,
  });
  const b = balances.data;
  if (!b || !b.balances.length) return null;
  return (
    <>
      <h2 className="h6">{t('leave.balances', { session: b.session_year.name })}</h2>
      <Table responsive size="sm" className="data-table-stack" data-testid="leave-balances">
        <thead>
          <tr>
            <th scope="col">{tl('list.type')}</th>
            {FIGURES.map(([f, key]) => (
              <th key={f} scope="col" className="text-end">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {b.balances.map((row) => (
            <tr key={row.leave_type.id}>
              <td data-label={tl('list.type')}>{row.leave_type.name}</td>
              {FIGURES.map(([f, key]) => (
                <td key={f} data-label={t(key)} className="text-end">
                  {row[f]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <h2 className="h6">{t('leave.requests')}</h2>
    </>
  );
}
