'use client';
/**
 * One school's subscription in the provider's list: its plan and state, usage against the
 * limits, and the provider's actions — give a plan (now or at the next cycle), renew by one
 * cycle, cancel; Renew and Cancel first state their exact consequences in a dialog.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLocale, useTranslations } from 'use-intl';
import { ConfirmDialog, KeepOpen } from '@/components/ui/confirm-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import type { ListPage } from '@/components/ui/use-list';
import type { PlanView } from '@/components/plans/plan-words';
import type { SchoolSubscriptionColumns } from '@/lib/api/modules/platform/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { formatMoney } from '@/lib/money/format';
import { PROVIDER_KEY, useProviderAction } from './use-provider-data';

type Usage = { used: number; limit: number | null };
export type SchoolSubscription = {
  id: number;
  name: string;
  subscription: SchoolSubscriptionColumns | null;
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
  const [confirming, setConfirming] = useState<'renew' | 'cancel' | null>(null);
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
            onClick={() => setConfirming('renew')}
          >
            {t('subscription.renew', { name: school.name })}
          </Button>
          {school.subscription.state !== 'cancelled' && (
            <Button
              size="sm"
              variant="outline-danger"
              disabled={action.isPending}
              onClick={() => setConfirming('cancel')}
            >
              {t('subscription.cancel', { name: school.name })}
            </Button>
          )}
          {confirming && (
            <ConfirmRenewOrCancel
              name={school.name}
              subscription={school.subscription}
              what={confirming}
              run={() =>
                action
                  .mutateAsync(
                    confirming === 'renew'
                      ? { path: `${base}/extend`, body: { cycles: 1 } }
                      : { path: `${base}/cancel` },
                  )
                  // useProviderAction has shown the failure already.
                  .then(
                    () => undefined,
                    () => {
                      throw new KeepOpen();
                    },
                  )
              }
              onClose={() => setConfirming(null)}
            />
          )}
        </>
      )}
    </div>
  );
}

/** A date as the provider reads it: "27 November 2027" in the page's language. */
const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * Renew and Cancel state exactly what they do, as the API worked it out for this school today:
 * the renewal's plan, price and new dates; the last day a cancelled school can still write, and
 * that its data stays readable (and can be renewed) afterwards.
 */
function ConfirmRenewOrCancel({
  name,
  subscription: s,
  what,
  run,
  onClose,
}: {
  name: string;
  subscription: NonNullable<SchoolSubscription['subscription']>;
  what: 'renew' | 'cancel';
  run: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('provider');
  const locale = useLocale();
  if (what === 'renew') {
    const r = s.if_renewed;
    return (
      <ConfirmDialog
        title={t('subscription.renewTitle', { name })}
        confirmLabel={t('subscription.renewConfirm')}
        busyLabel={t('subscription.working')}
        failed={t('subscription.failed')}
        variant="primary"
        onConfirm={run}
        onClose={onClose}
      >
        <p data-testid="renew-consequences" className="mb-0">
          {t('subscription.renewWhat', {
            plan: r.plan,
            price: formatMoney(r.price_minor, { currency: r.currency, locale }),
            cycle: r.billing_cycle,
            from: longDate(r.starts_on, locale),
            to: longDate(r.ends_on, locale),
          })}
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={t('subscription.cancelTitle', { name })}
      confirmLabel={t('subscription.cancelConfirmButton')}
      busyLabel={t('subscription.working')}
      failed={t('subscription.failed')}
      variant="danger"
      onConfirm={run}
      onClose={onClose}
    >
      <p data-testid="cancel-consequences">
        {t('subscription.cancelWhat', { date: longDate(s.if_cancelled.writable_until, locale) })}
      </p>
      <p className="mb-0">{t('subscription.cancelData')}</p>
    </ConfirmDialog>
  );
}
