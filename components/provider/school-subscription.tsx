'use client';
/**
 * One school's subscription in the provider's list: its plan and state, usage against the
 * limits, and the provider's actions — give a plan (now or at the next cycle), renew by one
 * cycle, cancel.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import type { ListPage } from '@/components/ui/use-list';
import type { PlanView } from '@/components/plans/plan-words';
import { apiFetch } from '@/lib/client/api-fetch';
import { PROVIDER_KEY, useProviderAction } from './use-provider-data';

type Usage = { used: number; limit: number | null };
export type SchoolSubscription = {
  id: number;
  name: string;
  subscription: { plan: string; plan_id: number; ends_on: string; state: string } | null;
  usage: { students: Usage; staff: Usage };
};

export function PlanCell({ school }: { school: SchoolSubscription }) {
  const t = useTranslations('provider');
  const s = school.subscription;
  if (!s) return <span className="text-muted">{t('subscription.noPlan')}</span>;
  return (
    <>
      {s.plan} <StatusBadge status={s.state} />
      <div className="small text-muted">{t('subscription.until', { date: s.ends_on })}</div>
    </>
  );
}

export function UsageCell({ school }: { school: SchoolSubscription }) {
  const t = useTranslations('provider');
  // "12 / 50 students", or "12 students" without a limit.
  const { students, staff } = school.usage;
  return (
    <span className="small">
      {students.limit === null
        ? t('subscription.students', { used: students.used })
        : t('subscription.studentsOfLimit', { used: students.used, limit: students.limit })}
      <br />
      {staff.limit === null
        ? t('subscription.staff', { used: staff.used })
        : t('subscription.staffOfLimit', { used: staff.used, limit: staff.limit })}
    </span>
  );
}

/**
 * The plans to choose from, by name: a page of 100 (one request, shared by every row); when
 * there are more, the choice gets a search box that asks the API for the matching ones.
 */
function usePlanChoices(search: string) {
  const query = new URLSearchParams({ sort: 'name', per_page: '100', total: 'omit' });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: [PROVIDER_KEY, 'plan-choices', search],
    queryFn: () => apiFetch<ListPage<PlanView>>(`/api/plans?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function SubscriptionActions({ school }: { school: SchoolSubscription }) {
  const t = useTranslations('provider');
  const [find, setFind] = useState('');
  const plans = usePlanChoices(find.trim());
  const searchable = find !== '' || (plans.data?.meta.has_more ?? false);
  const action = useProviderAction();
  const [planId, setPlanId] = useState('');
  const [when, setWhen] = useState<'now' | 'next_cycle'>('now');
  const base = `/api/provider/schools/${school.id}/subscription`;
  return (
    <div className="d-flex flex-wrap gap-1 align-items-center justify-content-end">
      {searchable && (
        <Form.Control
          size="sm"
          type="search"
          style={{ width: '10rem' }}
          placeholder={t('subscription.findPlan')}
          aria-label={t('subscription.findPlanFor', { name: school.name })}
          value={find}
          onChange={(e) => setFind(e.target.value)}
        />
      )}
      <Form.Select
        size="sm"
        style={{ width: 'auto' }}
        aria-label={t('subscription.planFor', { name: school.name })}
        value={planId}
        onChange={(e) => setPlanId(e.target.value)}
      >
        <option value="">{t('subscription.choosePlan')}</option>
        {(plans.data?.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Form.Select>
      {school.subscription && (
        <Form.Select
          size="sm"
          style={{ width: 'auto' }}
          aria-label={t('subscription.when', { name: school.name })}
          value={when}
          onChange={(e) => setWhen(e.target.value as 'now' | 'next_cycle')}
        >
          <option value="now">{t('subscription.now')}</option>
          <option value="next_cycle">{t('subscription.nextCycle')}</option>
        </Form.Select>
      )}
      <Button
        size="sm"
        variant="outline-primary"
        disabled={!planId || action.isPending}
        onClick={() =>
          action.mutate({ path: base, method: 'PUT', body: { plan_id: Number(planId), when } })
        }
      >
        {t('subscription.assign', { name: school.name })}
      </Button>
      {school.subscription && (
        <>
          <Button
            size="sm"
            variant="outline-success"
            disabled={action.isPending}
            onClick={() => action.mutate({ path: `${base}/extend`, body: { cycles: 1 } })}
          >
            {t('subscription.renew', { name: school.name })}
          </Button>
          {school.subscription.state !== 'cancelled' && (
            <Button
              size="sm"
              variant="outline-danger"
              disabled={action.isPending}
              onClick={() => {
                if (window.confirm(t('subscription.cancelConfirm', { name: school.name })))
                  action.mutate({ path: `${base}/cancel` });
              }}
            >
              {t('subscription.cancel', { name: school.name })}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
