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

const usageText = ({ used, limit }: Usage) => (limit === null ? `${used}` : `${used} / ${limit}`);

export function PlanCell({ school }: { school: SchoolSubscription }) {
  const s = school.subscription;
  if (!s) return <span className="text-muted">No plan</span>;
  return (
    <>
      {s.plan} <StatusBadge status={s.state} />
      <div className="small text-muted">until {s.ends_on}</div>
    </>
  );
}

export function UsageCell({ school }: { school: SchoolSubscription }) {
  return (
    <span className="small">
      {usageText(school.usage.students)} students
      <br />
      {usageText(school.usage.staff)} staff
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
          placeholder="Find a plan…"
          aria-label={`Find a plan for ${school.name}`}
          value={find}
          onChange={(e) => setFind(e.target.value)}
        />
      )}
      <Form.Select
        size="sm"
        style={{ width: 'auto' }}
        aria-label={`Plan for ${school.name}`}
        value={planId}
        onChange={(e) => setPlanId(e.target.value)}
      >
        <option value="">Plan…</option>
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
          aria-label={`When the plan of ${school.name} changes`}
          value={when}
          onChange={(e) => setWhen(e.target.value as 'now' | 'next_cycle')}
        >
          <option value="now">now</option>
          <option value="next_cycle">at the next cycle</option>
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
        Assign plan to {school.name}
      </Button>
      {school.subscription && (
        <>
          <Button
            size="sm"
            variant="outline-success"
            disabled={action.isPending}
            onClick={() => action.mutate({ path: `${base}/extend`, body: { cycles: 1 } })}
          >
            Renew {school.name}
          </Button>
          {school.subscription.state !== 'cancelled' && (
            <Button
              size="sm"
              variant="outline-danger"
              disabled={action.isPending}
              onClick={() => {
                if (
                  window.confirm(
                    `Cancel the subscription of ${school.name} today? After the grace period the school becomes read-only.`,
                  )
                )
                  action.mutate({ path: `${base}/cancel` });
              }}
            >
              Cancel subscription of {school.name}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
