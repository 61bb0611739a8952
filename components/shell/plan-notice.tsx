/**
 * The subscription's word on every screen (server-rendered): why the school is read-only, or,
 * while past due, until when it may still write. Nothing while the subscription is in order.
 * A plain link: a client Link here would add its code to every page's shared shell bundle.
 */
import { formatDate, type DateFormat } from '@/lib/calendar';
import { getT } from '@/lib/i18n/server';
import type { SchoolPlan } from '@/lib/session/current-user';

export async function PlanNotice({
  plan,
  dateFormat,
}: {
  plan?: SchoolPlan | null;
  dateFormat: DateFormat;
}) {
  if (!plan) return null;
  const t = await getT('shell');
  if (plan.read_only) {
    return (
      <div className="alert alert-danger" role="alert">
        {plan.message} <a href="/subscription">{t('subscriptionLink')}</a>
      </div>
    );
  }
  if (plan.state !== 'past_due' && plan.state !== 'cancelled') return null;
  return (
    <div className="alert alert-warning" role="status">
      {t('planGrace', {
        plan: plan.name,
        state: plan.state,
        ended: formatDate(plan.ends_on, dateFormat),
        until: formatDate(plan.grace_ends_on, dateFormat),
      })}{' '}
      <a href="/subscription">{t('subscriptionLink')}</a>
    </div>
  );
}
